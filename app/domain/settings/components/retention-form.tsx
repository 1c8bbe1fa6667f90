import { type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { RetentionSettingsSchema, type RetentionSettings } from '../schema'

/**
 * The retention periods (issue 16, decision 029): its own form (intent 'retention') beside the
 * site settings, so saving one never resets the other. The daily job reads what is saved here.
 */
export function RetentionForm({
  defaultValue,
  lastResult,
  isSaving,
}: {
  defaultValue: RetentionSettings
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().admin.settings
  const [form, fields] = useKitForm({
    id: 'retention-settings',
    lastResult,
    defaultValue,
    schema: RetentionSettingsSchema,
  })
  const months = { type: 'number', step: '1', min: 1, isRequired: true } as const

  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="retention" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}
      <FormSection title={m.sections.retention} description={m.sectionHints.retention} isTwoColumn>
        <TextField
          field={fields.retentionApplicationMonths}
          label={m.fields.retentionApplicationMonths}
          hint={m.hints.retentionApplicationMonths}
          {...months}
        />
        <TextField
          field={fields.retentionTalentPoolMonths}
          label={m.fields.retentionTalentPoolMonths}
          hint={m.hints.retentionTalentPoolMonths}
          {...months}
        />
        <TextField
          field={fields.retentionContactMonths}
          label={m.fields.retentionContactMonths}
          {...months}
        />
        <TextField
          field={fields.retentionConsultancyMonths}
          label={m.fields.retentionConsultancyMonths}
          {...months}
        />
        <TextField
          field={fields.retentionRevisionsMonths}
          label={m.fields.retentionRevisionsMonths}
          hint={m.hints.retentionRevisionsMonths}
          {...months}
        />
      </FormSection>
      <div className="flex justify-end">
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {m.retentionSave}
        </StatusButton>
      </div>
    </Form>
  )
}
