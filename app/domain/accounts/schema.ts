import { z } from 'zod'
import { t } from '~/i18n'

const v = t.accounts.validation

// SPEC 9: minimum password length 6.
export const MIN_PASSWORD_LENGTH = 6

// SPEC 5: both fields required, one message for the pair, shown above the form.
export const LoginSchema = z
  .object({
    email: z.string().trim().optional(),
    password: z.string().optional(),
    redirectTo: z.string().optional(),
  })
  .refine((value) => Boolean(value.email && value.password), {
    message: t.accounts.login.missingFields,
  })
  .transform((value) => ({
    email: value.email ?? '',
    password: value.password ?? '',
    redirectTo: value.redirectTo,
  }))

// Conform turns empty inputs into undefined, so "required" is the type error's message.
const requiredName = z.string({ error: v.nameRequired }).trim().min(1, v.nameRequired)
const email = z.string({ error: v.invalidEmail }).trim().toLowerCase().pipe(z.email(v.invalidEmail))
const newPassword = z
  .string({ error: v.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, v.passwordTooShort)
  .max(128)
// SPEC 5: company and phone are optional, free text, absent (null) when empty.
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : null))

function passwordsMatch<T extends { password: string; confirmPassword?: string }>(
  schema: z.ZodType<T>,
) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    message: v.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Checked even while other fields are invalid, so every message shows at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
}

/** SPEC 5 registration rules; the reserved address and common passwords are checked by the server. */
export const RegisterSchema = passwordsMatch(
  z.object({
    name: requiredName,
    email,
    password: newPassword,
    confirmPassword: z.string().optional(),
    company: optionalText,
    phone: optionalText,
  }),
)

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string().min(1),
    password: newPassword,
    confirmPassword: z.string().optional(),
  }),
)

export const ProfileSchema = z.object({
  intent: z.literal('update-profile'),
  name: requiredName,
  company: optionalText,
  phone: optionalText,
})

export const ChangePasswordSchema = passwordsMatch(
  z.object({
    intent: z.literal('change-password'),
    currentPassword: z
      .string({ error: v.currentPasswordRequired })
      .min(1, v.currentPasswordRequired),
    password: newPassword,
    confirmPassword: z.string().optional(),
  }),
)
