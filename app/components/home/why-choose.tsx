import { Headset, PieChart, ShieldCheck } from 'lucide-react'
import { format, useT } from '~/i18n'
import { SectionHeading } from './section-heading'

const icons = [ShieldCheck, Headset, PieChart]

/** SPEC 2 'Why Choose' with the company name: Vetted Opportunities, Expert Support, Diverse Portfolio. */
export function WhyChoose({ id, companyName }: { id: string; companyName: string }) {
  const m = useT().home.whyChoose
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="bg-secondary/60">
      <div className="scroll-animate mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-title`}
          title={format(m.title, { company: companyName })}
          subtitle={m.subtitle}
        />
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {m.items.map((item, index) => {
            const Icon = icons[index] ?? ShieldCheck
            return (
              <li key={item.title} className="bg-card rounded-xl p-8 text-center shadow-sm">
                <span className="bg-navy mx-auto grid size-14 place-items-center rounded-full text-white">
                  <Icon className="size-7" aria-hidden />
                </span>
                <h3 className="text-navy mt-5 text-xl font-semibold">{item.title}</h3>
                <p className="text-muted-foreground mt-3 leading-relaxed">{item.text}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
