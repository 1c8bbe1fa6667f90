import type { ReactNode } from 'react'
import { format } from '~/i18n'
import type { LegalSection } from '~/i18n/en/company'
import { PageHero } from '~/ui/page-hero'

export type LegalPageCompany = {
  companyName: string
  contactEmail: string
  contactPhone: string
  address: string
}

/**
 * Privacy policy and terms: a title, a date, then numbered sections with h2 headings.
 * {company}, {email}, {phone} and {address} come from the site settings (the route passes
 * the root loader's).
 */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  site,
  children,
}: {
  title: string
  updated: string
  intro: string
  sections: readonly LegalSection[]
  site: LegalPageCompany | undefined
  /** Shown after the last section (the privacy policy's link to /my-data). */
  children?: ReactNode
}) {
  const fill = (text: string) =>
    format(text, {
      company: site?.companyName ?? '',
      email: site?.contactEmail ?? '',
      phone: site?.contactPhone ?? '',
      address: site?.address ?? '',
    })
  return (
    <>
      <PageHero title={title} subtitle={updated} />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-lg leading-relaxed">{fill(intro)}</p>
        <nav aria-label={title} className="bg-muted/60 mt-8 rounded-lg border p-6">
          <ol className="list-decimal space-y-1 ps-5 text-sm sm:columns-2">
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`} className="text-primary hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section.heading}
            id={`section-${index + 1}`}
            aria-labelledby={`section-${index + 1}-title`}
            className="mt-10 scroll-mt-24"
          >
            <h2 id={`section-${index + 1}-title`} className="text-2xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground mt-3 leading-relaxed">
                {fill(paragraph)}
              </p>
            ))}
            {section.items ? (
              <ul className="text-muted-foreground mt-3 list-disc space-y-2 ps-6 leading-relaxed">
                {section.items.map((item) => (
                  <li key={item.text}>
                    {item.label ? (
                      <strong className="text-foreground font-semibold">{item.label}: </strong>
                    ) : null}
                    {fill(item.text)}
                  </li>
                ))}
              </ul>
            ) : null}
            {section.after?.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground mt-3 leading-relaxed">
                {fill(paragraph)}
              </p>
            ))}
          </section>
        ))}
        {children}
      </article>
    </>
  )
}
