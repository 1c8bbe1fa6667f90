import type { z } from 'zod'

/*
 * The schemas the kit-form island validates with, by the name each registered in
 * app/lib/kit-forms.ts (the form carries it as `data-schema`). Each loads in its own chunk,
 * with Zod, when a form on the page needs it; `form-schemas.test.ts` checks every name here
 * is the one its schema registered.
 */
export const formSchemas: Record<string, () => Promise<z.ZodType>> = {
  'careers-apply': () => import('~/domain/careers/schema').then((m) => m.ApplicationSchema),
  contact: () => import('~/domain/contact/schema').then((m) => m.ContactSchema),
  'consultation-request': () =>
    import('~/domain/consultancy/schema').then((m) => m.ConsultationRequestSchema),
  'investment-request': () =>
    import('~/domain/investments/schema').then((m) => m.InvestmentRequestSchema),
  'nda-accept': () => import('~/domain/investors/schema').then((m) => m.NdaAcceptSchema),
  'custom-request': () => import('~/domain/requests/schema').then((m) => m.CustomRequestSchema),
  'data-request': () =>
    import('~/domain/privacy/data-request-schema').then((m) => m.DataRequestSchema),
  'confirm-erase': () =>
    import('~/domain/privacy/data-request-schema').then((m) => m.ConfirmEraseSchema),
  login: () => import('~/domain/accounts/schema').then((m) => m.LoginSchema),
  register: () => import('~/domain/accounts/schema').then((m) => m.RegisterSchema),
  'forgot-password': () => import('~/domain/accounts/schema').then((m) => m.ForgotPasswordSchema),
  'reset-password': () => import('~/domain/accounts/schema').then((m) => m.ResetPasswordSchema),
  'accept-invitation': () => import('~/domain/staff/schema').then((m) => m.AcceptInvitationSchema),
  'sign-in-code': () => import('~/domain/staff/schema').then((m) => m.SignInCodeSchema),
}
