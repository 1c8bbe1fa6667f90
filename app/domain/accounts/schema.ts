import { z } from 'zod'
import { browserForms } from '~/lib/kit-forms'
import { messageKeys } from '~/i18n/message-keys'
import {
  COMPANY_MAX,
  EMAIL_MAX,
  ID_MAX,
  PASSWORD_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  TOKEN_MAX,
  URL_MAX,
} from '~/lib/field-limits'
import { maxChars } from '~/lib/max-length'
import { SessionActionSchemas } from './sessions-schema'

const v = messageKeys.accounts.validation

// SPEC 9: minimum password length 6.
export const MIN_PASSWORD_LENGTH = 6

// SPEC 5: both fields required, one message for the pair, shown above the form.
export const LoginSchema = z
  .object({
    email: z.string().trim().check(maxChars(EMAIL_MAX)).optional(),
    password: z.string().check(maxChars(PASSWORD_MAX)).optional(),
    // An over-long target is dropped (the default page follows), not shown as an error.
    redirectTo: z.string().check(maxChars(URL_MAX)).optional().catch(undefined),
  })
  .refine((value) => Boolean(value.email && value.password), {
    message: messageKeys.accounts.login.missingFields,
  })
  .transform((value) => ({
    email: value.email ?? '',
    password: value.password ?? '',
    redirectTo: value.redirectTo,
  }))

// Conform turns empty inputs into undefined, so "required" is the type error's message.
const requiredName = z
  .string({ error: v.nameRequired })
  .trim()
  .min(1, v.nameRequired)
  .check(maxChars(PERSON_NAME_MAX))
const email = z
  .string({ error: v.invalidEmail })
  .trim()
  .toLowerCase()
  .check(maxChars(EMAIL_MAX))
  .pipe(z.email(v.invalidEmail))
const newPassword = z
  .string({ error: v.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, v.passwordTooShort)
  .check(maxChars(PASSWORD_MAX))
const confirmPassword = z.string().check(maxChars(PASSWORD_MAX)).optional()
// SPEC 5: company and phone are optional, free text, absent (null) when empty.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .check(maxChars(max))
    .optional()
    .transform((value) => (value ? value : null))

function passwordsMatch<Schema extends z.ZodObject>(schema: Schema): Schema {
  return schema.refine(
    (value) => {
      const { password, confirmPassword } = value as { password?: string; confirmPassword?: string }
      return password === confirmPassword
    },
    {
      message: v.passwordsDoNotMatch,
      path: ['confirmPassword'],
      // Checked even while other fields are invalid, so every message shows at once.
      when: ({ value }) => typeof value === 'object' && value !== null,
    },
  )
}

/** SPEC 5 registration rules; the reserved address and common passwords are checked by the server. */
export const RegisterSchema = passwordsMatch(
  z.object({
    name: requiredName,
    email,
    password: newPassword,
    confirmPassword,
    company: optionalText(COMPANY_MAX),
    phone: optionalText(PHONE_MAX),
    // Issue 16: an optional, unticked box; a consent record notes it at sign-up.
    marketingEmails: z.boolean().optional().default(false),
  }),
)

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string().min(1).check(maxChars(TOKEN_MAX)),
    password: newPassword,
    confirmPassword,
  }),
)

export const ProfileSchema = z.object({
  intent: z.literal('update-profile'),
  name: requiredName,
  company: optionalText(COMPANY_MAX),
  phone: optionalText(PHONE_MAX),
  // Issue 16: marketing e-mails granted or withdrawn here (an unticked box posts nothing).
  marketingEmails: z.boolean().optional().default(false),
})

/**
 * The one change of one's own password, the same form on the dashboard and in the admin
 * settings (better-auth checks the current password).
 */
export const ChangePasswordSchema = passwordsMatch(
  z.object({
    intent: z.literal('change-password'),
    currentPassword: z
      .string({ error: v.currentPasswordRequired })
      .min(1, v.currentPasswordRequired)
      .check(maxChars(PASSWORD_MAX)),
    password: newPassword,
    confirmPassword,
  }),
)

/** The fields of the password form never sent back to the browser. */
export const PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword']

/** "Send confirmation link" for the account's address (decision 034): a button, no fields. */
export const SendAddressProofSchema = z.object({ intent: z.literal('send-address-proof') })

/** The dashboard's forms, by `intent`. */
/** Decision 043: the requester withdraws their request within the cooling-off period. */
export const WithdrawRequestSchema = z.object({
  intent: z.literal('withdraw-request'),
  id: z.string().trim().min(1).check(maxChars(ID_MAX)),
})

export const DashboardActionSchema = z.discriminatedUnion(
  'intent',
  [
    ProfileSchema,
    ChangePasswordSchema,
    SendAddressProofSchema,
    WithdrawRequestSchema,
    ...SessionActionSchemas,
  ],
  { error: messageKeys.errors.unknownIntent },
)

/** The confirmation link's button posts its token back (decision 034). */
export const ConfirmAddressSchema = z.object({
  token: z.string().trim().min(1).check(maxChars(TOKEN_MAX)),
})

// Validated in the browser too, on a page without hydration (app/lib/kit-forms.ts).
browserForms.add(LoginSchema, { name: 'login' })
browserForms.add(RegisterSchema, { name: 'register' })
browserForms.add(ForgotPasswordSchema, { name: 'forgot-password' })
browserForms.add(ResetPasswordSchema, { name: 'reset-password' })
