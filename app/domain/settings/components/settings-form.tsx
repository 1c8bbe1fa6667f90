import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Plus, Trash2 } from 'lucide-react'
import { TextareaField, TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { SiteSettingsSchema, type SiteSettings } from '../schema'

/** The site settings form: one schema for the browser check and the action (SPEC-free area). */
export function SettingsForm({
  defaultValue,
  lastResult,
  isSaving,
}: {
  defaultValue: SiteSettings
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().admin.settings
  const [form, fields] = useKitForm({
    id: 'site-settings',
    lastResult,
    defaultValue,
    schema: SiteSettingsSchema,
  })
  const social = fields.socialLinks.getFieldset()
  const hours = fields.officeHours.getFieldList()

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="settings" />
      {/* Enter in a text box presses the first submit button: make that Save, not "remove row". */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}

      <FormSection title={m.sections.company} isTwoColumn>
        <TextField field={fields.companyName} label={m.fields.companyName} isRequired />
        <TextareaField
          field={fields.tagline}
          label={m.fields.tagline}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title={m.sections.contact} isTwoColumn>
        <TextField
          field={fields.contactEmail}
          label={m.fields.contactEmail}
          isRequired
          type="email"
          autoComplete="email"
        />
        <TextField
          field={fields.contactPhone}
          label={m.fields.contactPhone}
          type="tel"
          autoComplete="tel"
        />
        <TextField field={fields.address} label={m.fields.address} />
        <TextField field={fields.city} label={m.fields.city} />
      </FormSection>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.sections.officeHours}
          </CardTitle>
          <CardDescription>{m.sectionHints.officeHours}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <ul className="space-y-4">
            {hours.map((row, index) => {
              const cells = row.getFieldset()
              return (
                <li key={row.key} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                  <TextField field={cells.days} label={m.fields.days} />
                  <TextField field={cells.hours} label={m.fields.hours} />
                  <Button
                    variant="outline"
                    size="icon"
                    className="sm:mt-6"
                    aria-label={format(m.removeRow, { n: index + 1 })}
                    {...form.remove.getButtonProps({ name: fields.officeHours.name, index })}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              )
            })}
          </ul>
          <Button
            variant="outline"
            {...form.insert.getButtonProps({
              name: fields.officeHours.name,
              defaultValue: { days: '', hours: '' },
            })}
          >
            <Plus aria-hidden /> {m.addRow}
          </Button>
        </CardContent>
      </Card>

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
        <TextField field={fields.heroTitle} label={m.fields.heroTitle} isRequired />
        <TextField
          field={fields.heroCtaLabel}
          label={m.fields.heroCtaLabel}
          hint={m.hints.heroCtaLabel}
        />
        <TextareaField
          field={fields.heroSubtitle}
          label={m.fields.heroSubtitle}
          rows={3}
          className="sm:col-span-2"
        />
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
          hint={m.hints.notifyEmail}
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
