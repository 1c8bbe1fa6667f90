import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Field } from '~/ui/field'
import { Input } from '~/ui/input'
import { Spinner } from '~/ui/spinner'
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
  const formError = form.errors?.[0]

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
          {formError ? (
            <Alert variant="destructive" className="sm:col-span-3" id={form.errorId}>
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <Field
            label={m.fields.currentPassword}
            name={fields.currentPassword.name}
            id={fields.currentPassword.id}
            error={fields.currentPassword.errors}
          >
            <Input
              {...getInputProps(fields.currentPassword, { type: 'password' })}
              autoComplete="current-password"
            />
          </Field>
          <Field
            label={m.fields.newPassword}
            name={fields.newPassword.name}
            id={fields.newPassword.id}
            error={fields.newPassword.errors}
          >
            <Input
              {...getInputProps(fields.newPassword, { type: 'password' })}
              autoComplete="new-password"
            />
          </Field>
          <Field
            label={m.fields.confirmPassword}
            name={fields.confirmPassword.name}
            id={fields.confirmPassword.id}
            error={fields.confirmPassword.errors}
          >
            <Input
              {...getInputProps(fields.confirmPassword, { type: 'password' })}
              autoComplete="new-password"
            />
          </Field>
          <div className="flex justify-end sm:col-span-3">
            <Button type="submit" disabled={isSaving}>
              {isSaving ? (
                <>
                  <Spinner /> {m.password.submitting}
                </>
              ) : (
                m.password.submit
              )}
            </Button>
          </div>
        </CardContent>
      </Form>
    </Card>
  )
}
