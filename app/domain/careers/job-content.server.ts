import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
import { wasEverShown } from '~/domain/publishing/revisions.server'
import { eq } from 'drizzle-orm'
import { jobListings } from '#db/schema'
import { getDb } from '~/server/db.server'
import { getJob, readJobDocument, writeJobDocument, type JobDocument } from './careers.server'

/**
 * A job listing as the publishing engine drafts and publishes it (decision 047): published
 * by the jobs' editors unless the settings ask for a second person's review. The document
 * holds `isActive`, so a publish is also what shows or hides the job on the careers page.
 */
export const jobSpec: ContentTypeSpec = {
  contentType: 'job',
  fields: [
    { name: 'title', twin: 'titleAr' },
    { name: 'department' },
    { name: 'employmentType' },
    { name: 'location', twin: 'locationAr' },
    { name: 'experience', twin: 'experienceAr' },
    { name: 'description', twin: 'descriptionAr' },
    { name: 'responsibilities', twin: 'responsibilitiesAr' },
    { name: 'requirements', twin: 'requirementsAr' },
    { name: 'criteria', twin: 'criteriaAr' },
    { name: 'isActive' },
  ],
  // Called, not referenced: careers.server imports the engine, which imports this spec.
  read: (db, id, options) => readJobDocument(db, id, options),
  write: (tx, id, document) => writeJobDocument(tx, id, document as JobDocument),
  review: 'by-setting',
  setShown: async (tx, id, isShown) => {
    await tx
      .update(jobListings)
      .set({ isActive: isShown, updatedAt: new Date() })
      .where(eq(jobListings.id, id))
  },
  permissions: { read: 'jobs', write: 'jobs' },
  describe: async (id) => {
    const job = await getJob(id)
    // A job's row is live from its creation; one created under review waits inactive until
    // its first publish.
    if (!job) return null
    const wasPublished = await wasEverShown(await getDb(), 'job', id, job.isActive)
    return { title: job.title, wasPublished }
  },
  paths: {
    edit: (id) => `/admin/careers/jobs?edit=${id}`,
    preview: (id) => `/careers/${id}/preview`,
  },
}
