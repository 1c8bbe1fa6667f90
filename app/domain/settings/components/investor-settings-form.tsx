import { type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { InvestorSettingsSchema, type InvestorSettings } from '../schema'

/**
 * The investor side's legal figures (decision 043): its own form (intent 'investor-settings'),
 * shown only to roles with that permission. Counsel decides each figure; the hints say so.
 */
export function InvestorSettingsForm({
  defaultValue,
  lastResult,
  isSaving,
}: {
  defaultValue: InvestorSettings
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().nda.settings
  const [form, fields] = useKitForm({
    id: 'investor-settings',
    lastResult,
    defaultValue,
    schema: InvestorSettingsSchema,
  })
  // The hints name each range; the schema refuses a figure outside it.
  const whole = (min: number) => ({ type: 'number', step: '1', min, isRequired: true }) as const

  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="investor-settings" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}
      <FormSection title={m.title} description={m.description} isTwoColumn>
        <TextField
          field={fields.investorRecordsYears}
          label={m.fields.investorRecordsYears}
          hint={m.hints.investorRecordsYears}
          {...whole(1)}
        />
        <TextField
          field={fields.coolingOffHours}
          label={m.fields.coolingOffHours}
          hint={m.hints.coolingOffHours}
          {...whole(0)}
        />
        <TextField
          field={fields.roomAccessDays}
          label={m.fields.roomAccessDays}
          hint={m.hints.roomAccessDays}
          {...whole(1)}
        />
        <TextField
          field={fields.identityReminderDays}
          label={m.fields.identityReminderDays}
          hint={m.hints.identityReminderDays}
          {...whole(1)}
        />
      </FormSection>
      <div className="flex justify-end">
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {m.save}
        </StatusButton>
      </div>
    </Form>
  )
}
