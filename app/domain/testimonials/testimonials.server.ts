import { asc, eq } from 'drizzle-orm'
import { testimonials } from '#db/schema'
import { getDb } from '~/server/db.server'

export type Testimonial = { id: string; name: string; title: string; quote: string }

/** The home page testimonials: active ones in their set order (SPEC 2: always five stars). */
export async function listActiveTestimonials(): Promise<Testimonial[]> {
  const db = await getDb()
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      title: testimonials.title,
      quote: testimonials.quote,
    })
    .from(testimonials)
    .where(eq(testimonials.isActive, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id))
}
