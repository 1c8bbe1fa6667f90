import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton } from '~/components/forms/status-button'
import { useT } from '~/i18n'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { ChangePasswordSchema } from '../schema'

/** The signed-in admin's own password change. */
export function PasswordForm({
  lastResult,
  isSaving,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().admin.settings
  const [form, fields] = useForm({
    id: 'change-password',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {m.sections.password}
        </CardTitle>
        <CardDescription>{m.sectionHints.password}</CardDescription>
      </CardHeader>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="password" />
        <CardContent className="grid gap-5 sm:grid-cols-3">
          <FormErrors id={form.errorId} errors={form.errors} className="sm:col-span-3" />
          <TextField
            field={fields.currentPassword}
            label={m.fields.currentPassword}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            field={fields.newPassword}
            label={m.fields.newPassword}
            type="password"
            autoComplete="new-password"
          />
          <TextField
            field={fields.confirmPassword}
            label={m.fields.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <div className="flex justify-end sm:col-span-3">
            <StatusButton
              status={isSaving ? 'pending' : 'idle'}
              pendingLabel={m.password.submitting}
            >
              {m.password.submit}
            </StatusButton>
          </div>
        </CardContent>
      </Form>
    </Card>
  )
}
