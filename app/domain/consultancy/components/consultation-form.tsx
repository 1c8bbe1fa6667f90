import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field'
import { useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { ConsultationRequestSchema } from '../schema'

/**
 * SPEC 5 consultation form: name, email, phone and message required, company optional.
 * A plain POST form, so it also works before (or without) JavaScript.
 */
export function ConsultationForm({
  consultantId,
  action,
  lastResult,
  formError,
  cancel,
}: {
  consultantId: string
  action: string
  lastResult?: SubmissionResult<string[]> | null
  formError?: string
  cancel?: React.ReactNode
}) {
  const m = useT().consultancy.form
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [form, fields] = useForm({
    id: `consultation-${consultantId}`,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConsultationRequestSchema }),
  })
  const errors = [formError, ...(form.errors ?? [])].filter(Boolean)

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative grid gap-4">
      {errors.length > 0 ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{errors.join(' ')}</AlertDescription>
        </Alert>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="consultantId" value={consultantId} />
      <Field label={m.name} name={fields.name.name} id={fields.name.id} error={fields.name.errors}>
        <Input
          {...getInputProps(fields.name, { type: 'text' })}
          aria-describedby={fieldErrorId(fields.name.id)}
          autoComplete="name"
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.email}
          name={fields.email.name}
          id={fields.email.id}
          error={fields.email.errors}
        >
          <Input
            {...getInputProps(fields.email, { type: 'email' })}
            aria-describedby={fieldErrorId(fields.email.id)}
            autoComplete="email"
          />
        </Field>
        <Field
          label={m.phone}
          name={fields.phone.name}
          id={fields.phone.id}
          error={fields.phone.errors}
        >
          <Input
            {...getInputProps(fields.phone, { type: 'tel' })}
            aria-describedby={fieldErrorId(fields.phone.id)}
            autoComplete="tel"
          />
        </Field>
      </div>
      <Field
        label={m.company}
        name={fields.company.name}
        id={fields.company.id}
        error={fields.company.errors}
      >
        <Input
          {...getInputProps(fields.company, { type: 'text' })}
          aria-describedby={fieldErrorId(fields.company.id)}
          autoComplete="organization"
        />
      </Field>
      <Field
        label={m.message}
        name={fields.message.name}
        id={fields.message.id}
        error={fields.message.errors}
      >
        <Textarea
          {...getTextareaProps(fields.message)}
          aria-describedby={fieldErrorId(fields.message.id)}
          placeholder={m.messagePlaceholder}
          rows={5}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {m.submitting}
            </>
          ) : (
            m.submit
          )}
        </Button>
      </div>
    </Form>
  )
}
