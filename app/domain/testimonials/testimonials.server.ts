import { asc, eq } from 'drizzle-orm'
import { testimonials } from '#db/schema'
import type { Locale } from '~/i18n/locale'
import { localize, type Localized } from '~/lib/localized'
import { getDb } from '~/server/db.server'

const TESTIMONIAL_TEXTS = ['name', 'title', 'quote'] as const

export type Testimonial = Localized<
  { id: string; name: string; title: string; quote: string },
  (typeof TESTIMONIAL_TEXTS)[number]
>

/**
 * The home page testimonials in `locale`: active ones in their set order (SPEC 2: always
 * five stars). An empty Arabic twin shows the English text (decision 018).
 */
export async function listActiveTestimonials(locale: Locale): Promise<Testimonial[]> {
  const db = await getDb()
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      nameAr: testimonials.nameAr,
      title: testimonials.title,
      titleAr: testimonials.titleAr,
      quote: testimonials.quote,
      quoteAr: testimonials.quoteAr,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
  return rows.map((row) => localize(row, locale, TESTIMONIAL_TEXTS))
}
