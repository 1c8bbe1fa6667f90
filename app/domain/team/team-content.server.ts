import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
import { wasEverShown } from '~/domain/publishing/revisions.server'
import { eq } from 'drizzle-orm'
import { teamMembers } from '#db/schema'
import { getDb } from '~/server/db.server'
import {
  readTeamMemberDocument,
  writeTeamMemberDocument,
  type TeamMemberDocument,
} from './team.server'

/*
 * A team member as the publishing engine drafts, reviews and publishes it (decision 047): the
 * public team page shows the live row; every field of the admin dialog is the document. Its
 * photo's files are handled as every type's image is (content-types.server's imageFiles).
 */
export const teamMemberSpec: ContentTypeSpec = {
  contentType: 'team-member',
  fields: [
    { name: 'name', twin: 'nameAr' },
    { name: 'position', twin: 'positionAr' },
    { name: 'bio', twin: 'bioAr' },
    { name: 'email' },
    { name: 'group' },
    { name: 'linkedinUrl' },
    { name: 'twitterUrl' },
    { name: 'sortOrder' },
    { name: 'isActive' },
    { name: 'imageUrl' },
  ],
  // Called, not referenced: team.server imports the engine, which imports this spec.
  read: (db, id, options) => readTeamMemberDocument(db, id, options),
  write: (tx, id, document) => writeTeamMemberDocument(tx, id, document as TeamMemberDocument),
  review: 'by-setting',
  setShown: async (tx, id, isShown) => {
    await tx
      .update(teamMembers)
      .set({ isActive: isShown, updatedAt: new Date() })
      .where(eq(teamMembers.id, id))
  },
  permissions: { read: 'team', write: 'team' },
  describe: async (id) => {
    const db = await getDb()
    const document = await readTeamMemberDocument(db, id)
    // A member is a live row from their creation; one added under review waits inactive
    // until their first publish.
    if (!document) return null
    const wasPublished = await wasEverShown(db, 'team-member', id, document.isActive)
    return { title: document.name, wasPublished }
  },
  paths: {
    edit: (id) => `/admin/team?edit=${id}`,
    preview: (id) => `/team/${id}/preview`,
  },
}
