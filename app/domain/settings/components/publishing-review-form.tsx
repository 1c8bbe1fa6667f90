import { type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { CheckboxField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { REVIEW_BY_SETTING } from '~/domain/publishing/types'
import { useT } from '~/i18n'
import { PublishingFormSchema, publishingFormValues, type PublishingSettings } from '../schema'

/**
 * Which content types need a second person's approval (decision 047): its own form (intent
 * 'publishing'), shown to those who publish. Investments always need it, so they are not here.
 */
export function PublishingReviewForm({
  defaultValue,
  lastResult,
  isSaving,
}: {
  defaultValue: PublishingSettings
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().revisions.settings
  const [form, fields] = useKitForm({
    id: 'publishing-review',
    lastResult,
    defaultValue: publishingFormValues(defaultValue),
    schema: PublishingFormSchema,
  })
  const review = fields.review.getFieldset()
  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="publishing" />
      <FormSection title={m.title} description={m.description}>
        {REVIEW_BY_SETTING.map((type) => (
          <CheckboxField key={type} field={review[type]} label={m.types[type]} hint={m.hint} />
        ))}
      </FormSection>
      <div className="flex justify-end">
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {m.save}
        </StatusButton>
      </div>
    </Form>
  )
}
