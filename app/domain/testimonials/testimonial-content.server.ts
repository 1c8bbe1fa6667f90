import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
import { wasEverShown } from '~/domain/publishing/revisions.server'
import { eq } from 'drizzle-orm'
import { testimonials } from '#db/schema'
import { getDb } from '~/server/db.server'
import {
  readTestimonialDocument,
  writeTestimonialDocument,
  type TestimonialDocument,
} from './testimonials.server'

/*
 * A testimonial as the publishing engine drafts, reviews and publishes it (decision 047): the
 * home page shows the live row; every field of the admin dialog is the document.
 */
export const testimonialSpec: ContentTypeSpec = {
  contentType: 'testimonial',
  fields: [
    { name: 'name', twin: 'nameAr' },
    { name: 'title', twin: 'titleAr' },
    { name: 'quote', twin: 'quoteAr' },
    { name: 'sortOrder' },
    { name: 'isActive' },
  ],
  // Called, not referenced: testimonials.server imports the engine, which imports this spec.
  read: (db, id, options) => readTestimonialDocument(db, id, options),
  write: (tx, id, document) => writeTestimonialDocument(tx, id, document as TestimonialDocument),
  review: 'by-setting',
  setShown: async (tx, id, isShown) => {
    await tx
      .update(testimonials)
      .set({ isActive: isShown, updatedAt: new Date() })
      .where(eq(testimonials.id, id))
  },
  permissions: { read: 'testimonials', write: 'testimonials' },
  describe: async (id) => {
    const db = await getDb()
    const document = await readTestimonialDocument(db, id)
    // A live row from its creation; one created under review waits inactive until published.
    if (!document) return null
    const wasPublished = await wasEverShown(db, 'testimonial', id, document.isActive)
    return { title: document.name, wasPublished }
  },
  paths: {
    edit: (id) => `/admin/testimonials?edit=${id}`,
    preview: (id) => `/testimonials/${id}/preview`,
  },
}
