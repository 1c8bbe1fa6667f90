import { useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import { Stars } from '~/ui/stars'
import { SectionHeading } from './section-heading'

/**
 * What a testimonial shows (the home loader reads them from domain/testimonials), in the
 * page's language; `inEnglish` names the texts an Arabic page shows in English.
 */
export type TestimonialItem = {
  id: string
  name: string
  title: string
  quote: string
  inEnglish: readonly ('name' | 'title' | 'quote')[]
}

/** SPEC 2 testimonials: from the database, each with five stars, quote, name and title. */
export function Testimonials({
  id,
  testimonials,
}: {
  id: string
  testimonials: TestimonialItem[]
}) {
  const m = useT().home.testimonials
  if (testimonials.length === 0) return null
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-animate mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8"
    >
      <SectionHeading id={`${id}-title`} title={m.title} subtitle={m.subtitle} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className="bg-card flex h-full flex-col gap-5 rounded-xl border p-6 shadow-sm">
              <Stars label={m.rating} />
              <blockquote className="text-foreground flex-1 leading-relaxed">
                <p {...langOf(testimonial, 'quote')}>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="border-t pt-4">
                <span className="text-navy block font-semibold" {...langOf(testimonial, 'name')}>
                  {testimonial.name}
                </span>
                <span
                  className="text-muted-foreground block text-sm"
                  {...langOf(testimonial, 'title')}
                >
                  {testimonial.title}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
