import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import {
  EMAIL_MAX,
  ID_MAX,
  PASSWORD_MAX,
  PERSON_NAME_MAX,
  STAFF_PASSWORD_MIN,
  TOKEN_MAX,
} from '~/lib/field-limits'
import { ListQuerySchema } from '~/lib/list-query'
import { maxChars } from '~/lib/max-length'
import { STAFF_ROLES } from '~/lib/permissions'
import { SessionActionSchemas } from '~/domain/accounts/sessions-schema'

const m = messageKeys.staff.invite
const v = messageKeys.accounts.validation

const id = z.string().min(1).check(maxChars(ID_MAX))
const role = z.enum(STAFF_ROLES, { error: m.roleRequired })

export const InviteSchema = z.object({
  intent: z.literal('invite'),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .toLowerCase()
    .check(maxChars(EMAIL_MAX))
    .pipe(z.email(m.emailInvalid)),
  role,
})

/** Every change the Staff screen posts, told apart by `intent`. */
export const StaffActionSchema = z.discriminatedUnion(
  'intent',
  [
    InviteSchema,
    z.object({ intent: z.literal('role'), userId: id, role }),
    z.object({ intent: z.enum(['disable', 'enable']), userId: id }),
    z.object({ intent: z.enum(['resend', 'revoke']), id }),
  ],
  { error: messageKeys.errors.unknownIntent },
)

export type StaffAction = z.infer<typeof StaffActionSchema>

export const AcceptInvitationSchema = z
  .object({
    token: z.string().min(1).check(maxChars(TOKEN_MAX)),
    name: z
      .string({ error: v.nameRequired })
      .trim()
      .min(1, v.nameRequired)
      .check(maxChars(PERSON_NAME_MAX)),
    password: z
      .string({ error: v.staffPasswordTooShort })
      // An invitation creates a staff account: not the 6 of SPEC 9 that registration keeps.
      .min(STAFF_PASSWORD_MIN, v.staffPasswordTooShort)
      .check(maxChars(PASSWORD_MAX)),
    confirmPassword: z.string().check(maxChars(PASSWORD_MAX)).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: v.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  })

/** What the Users screen posts. */
export const UserActionSchema = z.object({
  intent: z.enum(['disable', 'enable', 'end-sessions']),
  userId: id,
})

export const UserListQuerySchema = ListQuerySchema

export type UserListQuery = z.infer<typeof UserListQuerySchema>

const tf = messageKeys.staff.twoFactor
const code = z.string({ error: tf.codeRequired }).trim().min(1, tf.codeRequired).check(maxChars(40))
const currentPassword = z
  .string({ error: tf.passwordRequired })
  .min(1, tf.passwordRequired)
  .check(maxChars(PASSWORD_MAX))

export const TwoFactorStartSchema = z.object({
  intent: z.literal('2fa-start'),
  password: currentPassword,
})
export const TwoFactorConfirmSchema = z.object({
  intent: z.literal('2fa-confirm'),
  code,
  // Shown again if the code is wrong (display only: the server checks the stored secret).
  secret: z.string().max(200).optional(),
  recoveryCodes: z.string().max(2_000).optional(),
})
export const TwoFactorOffSchema = z.object({
  intent: z.literal('2fa-off'),
  password: currentPassword,
  code,
})

/** Everything the staff member's own page (/admin/account) posts. */
/** Away or back: automatic assignment of conversations passes an away member by. */
export const AwaySchema = z.object({ intent: z.literal('away'), away: z.enum(['on', 'off']) })

export const AccountActionSchema = z.discriminatedUnion(
  'intent',
  [
    TwoFactorStartSchema,
    TwoFactorConfirmSchema,
    TwoFactorOffSchema,
    AwaySchema,
    ...SessionActionSchemas,
  ],
  { error: messageKeys.errors.unknownIntent },
)

export const SignInCodeSchema = z.object({
  code,
  method: z.enum(['app', 'recovery']).default('app'),
  redirectTo: z.string().check(maxChars(2_048)).optional().catch(undefined),
})

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(AcceptInvitationSchema, { name: 'accept-invitation' })
browserForms.add(SignInCodeSchema, { name: 'sign-in-code' })
