import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import {
  DESCRIPTION_MAX,
  EMAIL_MAX,
  ID_MAX,
  PERSON_NAME_MAX,
  TITLE_MAX,
  URL_MAX,
} from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import {
  checkScheduleOrder,
  confirmTranslationsField,
  scheduleFields,
  translationFilterField,
} from '~/domain/publishing/schema'
import { maxChars } from '~/lib/max-length'

const m = messageKeys.company.adminTeam

// Same values as teamGroups in db/schema.ts; repeated so the browser bundle stays free of Drizzle.
export const TEAM_GROUPS = ['executive', 'department'] as const
export type TeamGroup = (typeof TEAM_GROUPS)[number]

/** The texts of a member a visitor reads, each with an Arabic twin `<field>Ar` (decision 018). */
export const MEMBER_TEXTS = ['name', 'position', 'bio'] as const
export type MemberText = (typeof MEMBER_TEXTS)[number]

/** An Arabic twin: never required, within the limit of its English text; absent is stored as ''. */
const arabicText = (max: number) => z.string().trim().check(maxChars(max)).optional()

/** Empty input (Conform turns '' into undefined) is stored as null. */
const optionalWebAddress = z
  .url({ protocol: /^https?$/, error: m.invalidUrl })
  .check(maxChars(URL_MAX))
  .optional()

/** The add/edit dialog of /admin/team; the photo is handleForm's upload rule (`image`). */
export const TeamMemberSchema = z
  .object({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .check(maxChars(PERSON_NAME_MAX)),
    nameAr: arabicText(PERSON_NAME_MAX),
    position: z
      .string({ error: m.positionRequired })
      .trim()
      .min(1, m.positionRequired)
      .check(maxChars(TITLE_MAX)),
    positionAr: arabicText(TITLE_MAX),
    bio: z.string().trim().check(maxChars(DESCRIPTION_MAX)).optional(),
    bioAr: arabicText(DESCRIPTION_MAX),
    email: z.email({ error: m.invalidEmail }).check(maxChars(EMAIL_MAX)).optional(),
    linkedinUrl: optionalWebAddress,
    twitterUrl: optionalWebAddress,
    group: z.enum(TEAM_GROUPS, { error: m.groupInvalid }),
    sortOrder: z
      .number({ error: m.sortOrderInvalid })
      .int(m.sortOrderInvalid)
      .min(0, m.sortOrderInvalid)
      .max(9999, m.sortOrderInvalid)
      // Left empty: at the end of the group (team.server.ts).
      .optional(),
    // An unchecked checkbox sends nothing.
    isActive: z.boolean().default(false),
    confirmTranslations: confirmTranslationsField(MEMBER_TEXTS),
    ...scheduleFields,
  })
  .superRefine(checkScheduleOrder)

export type TeamMemberInput = z.infer<typeof TeamMemberSchema>

const memberId = z.string().trim().min(1).check(maxChars(ID_MAX))

/**
 * Every form of /admin/team: add, edit (the member's id) and delete, by `intent`. The edit
 * dialog's "Save as draft" sends `saveAs=draft`: the draft waits; "Save Changes" publishes it
 * where editors publish team members (decision 047).
 */
export const TeamActionSchema = z.discriminatedUnion(
  'intent',
  [
    TeamMemberSchema.extend({ intent: z.literal('create') }),
    TeamMemberSchema.extend({
      intent: z.literal('update'),
      id: memberId,
      saveAs: z.literal('draft').optional(),
    }),
    z.object({ intent: z.literal('delete'), id: memberId }),
  ],
  // An intent no form of the screen sends: said in words, not as Zod's list of options.
  { error: messageKeys.errors.unknownIntent },
)

export const TeamListQuerySchema = ListQuerySchema.extend({
  group: z
    .enum(['all', ...TEAM_GROUPS])
    .catch('all')
    .default('all'),
  translation: translationFilterField,
})

export type TeamListQuery = z.infer<typeof TeamListQuerySchema>
