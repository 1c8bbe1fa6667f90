import type { ContentTypeSpec } from '~/domain/publishing/content-types.server'
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
  permissions: { read: 'team', write: 'team' },
  describe: async (id) => {
    const document = await readTeamMemberDocument(await getDb(), id)
    // A member is a live row from their creation; whether the team page shows them is their
    // `isActive`, a field of the document like any other.
    return document ? { title: document.name, wasPublished: true } : null
  },
  paths: {
    edit: (id) => `/admin/team?edit=${id}`,
    preview: (id) => `/team/${id}/preview`,
  },
}
