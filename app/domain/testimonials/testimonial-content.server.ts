import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
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
  permissions: { read: 'testimonials', write: 'testimonials' },
  describe: async (id) => {
    const document = await readTestimonialDocument(await getDb(), id)
    // Live from its creation; whether the home page shows it is its `isActive`.
    return document ? { title: document.name, wasPublished: true } : null
  },
  paths: {
    edit: (id) => `/admin/testimonials?edit=${id}`,
    preview: (id) => `/testimonials/${id}/preview`,
  },
}
