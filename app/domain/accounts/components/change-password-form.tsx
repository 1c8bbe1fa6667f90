import { type SubmissionResult } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { useT } from '~/i18n'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/ui/card'
import { ChangePasswordSchema } from '../schema'
import { NewPasswordFields } from './new-password-fields'

/**
 * The one form that changes the signed-in person's own password, on the dashboard and in the
 * admin settings. It posts `intent=change-password` to the page's action, which answers with
 * accounts.server `submitPasswordChange`; each screen gives its own heading.
 */
export function ChangePasswordForm({
  title,
  description,
  lastResult,
}: {
  title?: string
  description?: string
  /** The action's result when it was this form's (intent change-password). */
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const m = useT().accounts.changePassword
  const isSubmitting = useIsPending({ intent: 'change-password' })
  const [form, fields] = useKitForm({
    id: 'change-password',
    lastResult,
    schema: ChangePasswordSchema,
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title ?? m.title}</CardTitle>
        <CardDescription>{description ?? m.description}</CardDescription>
      </CardHeader>
      <Form method="post" {...kitFormProps(form)}>
        <input type="hidden" name="intent" value="change-password" />
        <CardContent className="space-y-4">
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextField
            field={fields.currentPassword}
            label={m.currentPassword}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            labels={{ password: m.newPassword, confirmPassword: m.confirmPassword }}
          />
        </CardContent>
        <CardFooter>
          <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.submitting}>
            {m.submit}
          </StatusButton>
        </CardFooter>
      </Form>
    </Card>
  )
}
