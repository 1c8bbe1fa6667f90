import { type SubmissionResult } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { SiteSettingsFormSchema, type SiteSettings } from '../schema'

/**
 * The site settings form: one schema for the browser check and the action (SPEC-free area),
 * saved at once. The texts a visitor reads have their own form, drafted and published
 * (site-texts-form.tsx, decision 047).
 */
export function SettingsForm({
  defaultValue,
  lastResult,
  isSaving,
  canChangeInbox,
}: {
  defaultValue: SiteSettings
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
  /** Where personal data is e-mailed is Administrators' (decision 035): read-only for others. */
  canChangeInbox: boolean
}) {
  const m = useT().admin.settings
  const [form, fields] = useKitForm({
    id: 'site-settings',
    lastResult,
    defaultValue,
    schema: SiteSettingsFormSchema,
  })
  const social = fields.socialLinks.getFieldset()

  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="settings" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}

      <FormSection title={m.sections.contact} isTwoColumn>
        <TextField
          field={fields.contactEmail}
          label={m.fields.contactEmail}
          hint={canChangeInbox ? undefined : m.inboxAdminOnly}
          isRequired
          isReadOnly={!canChangeInbox}
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.contactPhone}
          label={m.fields.contactPhone}
          type="tel"
          autoComplete="tel"
        />
      </FormSection>

      <FormSection title={m.sections.map} description={m.sectionHints.map} isTwoColumn>
        <TextField
          field={fields.mapLatitude}
          label={m.fields.mapLatitude}
          type="number"
          step="any"
          isRequired
        />
        <TextField
          field={fields.mapLongitude}
          label={m.fields.mapLongitude}
          type="number"
          step="any"
          isRequired
        />
        <TextField
          field={fields.mapZoom}
          label={m.fields.mapZoom}
          type="number"
          step="1"
          isRequired
        />
      </FormSection>

      <FormSection title={m.sections.home} description={m.sectionHints.home} isTwoColumn>
        <TextField
          field={fields.heroVideoUrl}
          label={m.fields.heroVideoUrl}
          hint={m.hints.heroVideoUrl}
          type="url"
        />
        <TextField
          field={fields.platformVideoId}
          label={m.fields.platformVideoId}
          hint={m.hints.platformVideoId}
          isRequired
        />
      </FormSection>

      <FormSection title={m.sections.social} description={m.sectionHints.social} isTwoColumn>
        <TextField field={social.linkedin} label={m.fields.linkedin} type="url" />
        <TextField field={social.twitter} label={m.fields.twitter} type="url" />
        <TextField field={social.instagram} label={m.fields.instagram} type="url" />
      </FormSection>

      <FormSection
        title={m.sections.notifications}
        description={m.sectionHints.notifications}
        isTwoColumn
      >
        <TextField
          field={fields.notifyEmail}
          label={m.fields.notifyEmail}
          hint={canChangeInbox ? m.hints.notifyEmail : `${m.hints.notifyEmail} ${m.inboxAdminOnly}`}
          isReadOnly={!canChangeInbox}
          type="email"
        />
      </FormSection>

      <div className="flex justify-end">
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving} size="lg">
          {m.save}
        </StatusButton>
      </div>
    </Form>
  )
}
