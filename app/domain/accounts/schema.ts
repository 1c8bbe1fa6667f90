import { z } from 'zod'
import { t } from '~/i18n'

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
