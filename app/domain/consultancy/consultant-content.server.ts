import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
import { wasEverShown } from '~/domain/publishing/revisions.server'
import { eq } from 'drizzle-orm'
import { consultants } from '#db/schema'
import { getDb } from '~/server/db.server'
import {
  readConsultantDocument,
  writeConsultantDocument,
  type ConsultantDocument,
} from './consultancy.server'

/*
 * A consultant as the publishing engine drafts, reviews and publishes them (decision 047):
 * the public consultancy page shows the live row; every field of the admin dialog is the
 * document, `isActive` too, so a publish is also what shows or hides them on that page. Their
 * photo's files are handled as every type's image is (content-types.server's imageFiles).
 */
export const consultantSpec: ContentTypeSpec = {
  contentType: 'consultant',
  fields: [
    { name: 'name', twin: 'nameAr' },
    { name: 'title', twin: 'titleAr' },
    { name: 'specialization', twin: 'specializationAr' },
    { name: 'experience', twin: 'experienceAr' },
    { name: 'email' },
    { name: 'phone' },
    { name: 'department' },
    { name: 'availability' },
    { name: 'expertise', twin: 'expertiseAr' },
    { name: 'bio', twin: 'bioAr' },
    { name: 'sortOrder' },
    { name: 'isActive' },
    { name: 'imageUrl' },
  ],
  // Called, not referenced: consultancy.server imports the engine, which imports this spec.
  read: (db, id, options) => readConsultantDocument(db, id, options),
  write: (tx, id, document) => writeConsultantDocument(tx, id, document as ConsultantDocument),
  review: 'by-setting',
  setShown: async (tx, id, isShown) => {
    await tx
      .update(consultants)
      .set({ isActive: isShown, updatedAt: new Date() })
      .where(eq(consultants.id, id))
  },
  permissions: { read: 'consultants', write: 'consultants' },
  describe: async (id) => {
    const db = await getDb()
    const document = await readConsultantDocument(db, id)
    // A consultant is a live row from their creation; one created under review waits
    // inactive until their first publish.
    if (!document) return null
    const wasPublished = await wasEverShown(db, 'consultant', id, document.isActive)
    return { title: document.name, wasPublished }
  },
  paths: {
    edit: (id) => `/admin/consultancy/consultants?edit=${id}`,
    preview: (id) => `/consultancy/${id}/preview`,
  },
}
