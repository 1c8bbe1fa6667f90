import { z } from 'zod'
import { messageKeys } from '~/i18n/message-keys'
import { ID_MAX } from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'
import { APPLICANT_STATUSES } from './schema'

/** Who the talent pool lists with a job filter (talent-pool.server.ts, talentPoolWhere). */
export const TALENT_CONSENT_FILTERS = ['consented', 'all'] as const

/** A calendar day as a date input sends it; anything else is dropped, not refused. */
const day = z.iso.date().optional().catch(undefined)

/**
 * /admin/careers/talent-pool?q=…&consent=…&stage=…&job=…&from=…&to=…: a filter that does not
 * parse is dropped (a list's URL never fails), `job` is a job's id or 'open'.
 */
export const TalentPoolQuerySchema = ListQuerySchema.extend({
  consent: z.enum(TALENT_CONSENT_FILTERS).catch('consented').default('consented'),
  stage: z.enum(APPLICANT_STATUSES).optional().catch(undefined),
  job: z
    .string()
    .trim()
    .check(maxChars(ID_MAX))
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  from: day,
  to: day,
})

export type TalentPoolQuery = z.infer<typeof TalentPoolQuerySchema>

const m = messageKeys.talent.pool.toasts

const ids = {
  applicantId: z.string({ error: m.notFound }).trim().min(1, m.notFound).check(maxChars(ID_MAX)),
  jobId: z.string({ error: m.jobRequired }).trim().min(1, m.jobRequired).check(maxChars(ID_MAX)),
}

/** A row's two actions: copy into a job's pipeline, or e-mail an invitation to apply. */
export const TalentPoolActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add-to-job'), ...ids }),
    z.object({ intent: z.literal('invite'), ...ids }),
  ],
  { error: messageKeys.errors.unknownIntent },
)
