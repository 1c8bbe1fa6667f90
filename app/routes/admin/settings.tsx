import { readForm } from '~/server/form.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useNavigation } from 'react-router'
import type { Route } from './+types/settings'
import { changePassword } from '~/domain/accounts/accounts.server'
import { PasswordForm } from '~/domain/settings/components/password-form'
import { SettingsForm } from '~/domain/settings/components/settings-form'
import { ChangePasswordSchema, SiteSettingsSchema } from '~/domain/settings/schema'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { t, useT } from '~/i18n'
import { pageTitle } from '~/lib/seo'
import { requireAdmin } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle(t.admin.settings.metaTitle) },
  { name: 'description', content: t.admin.settings.subtitle },
]

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  return { settings: await getSiteSettings() }
}

const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword']

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request)
  const formData = await readForm(request)
  const m = t.admin.settings

  if (formData.get('intent') === 'password') {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema })
    if (submission.status !== 'success') {
      return data(
        { intent: 'password' as const, result: submission.reply({ hideFields: PASSWORD_FIELDS }) },
        { status: 400 },
      )
    }
    const outcome = await changePassword(request, admin, submission.value)
    if (outcome.kind !== 'changed') {
      const reply = submission.reply({
        hideFields: PASSWORD_FIELDS,
        ...(outcome.kind === 'wrong-password'
          ? { fieldErrors: { currentPassword: [m.password.wrongCurrent] } }
          : outcome.kind === 'common-password'
            ? { fieldErrors: { newPassword: [t.accounts.validation.commonPassword] } }
            : { formErrors: [m.password.failed] }),
      })
      return data({ intent: 'password' as const, result: reply }, { status: 400 })
    }
    return redirectWithToast(
      '/admin/settings',
      { type: 'success', title: m.password.changed, description: m.password.changedDescription },
      { headers: outcome.headers },
    )
  }

  const submission = parseWithZod(formData, { schema: SiteSettingsSchema })
  if (submission.status !== 'success') {
    // A row added or removed without JavaScript is not an error: the form comes back updated.
    return data(
      { intent: 'settings' as const, result: submission.reply() },
      { status: submission.status === 'error' ? 400 : 200 },
    )
  }
  await updateSiteSettings(submission.value, admin)
  return redirectWithToast('/admin/settings', {
    type: 'success',
    title: m.saved,
    description: m.savedDescription,
  })
}

export default function SettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().admin.settings
  const navigation = useNavigation()
  const submittingIntent =
    navigation.state === 'submitting' ? navigation.formData?.get('intent') : null

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{m.subtitle}</p>
      </header>
      <SettingsForm
        defaultValue={loaderData.settings}
        lastResult={actionData?.intent === 'settings' ? actionData.result : undefined}
        isSaving={submittingIntent === 'settings'}
      />
      <PasswordForm
        lastResult={actionData?.intent === 'password' ? actionData.result : undefined}
        isSaving={submittingIntent === 'password'}
      />
    </div>
  )
}
