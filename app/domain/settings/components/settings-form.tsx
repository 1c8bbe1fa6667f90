import { type SubmissionResult } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Plus, Trash2 } from 'lucide-react'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { SiteSettingsSchema, type SiteSettings } from '../schema'

/**
 * The site settings form: one schema for the browser check and the action (SPEC-free area).
 * Each text a visitor reads is edited beside its Arabic twin (decision 018).
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
  const catalog = useT()
  const m = catalog.admin.settings
  const inLanguage = catalog.admin.bilingual
  const [form, fields] = useKitForm({
    id: 'site-settings',
    lastResult,
    defaultValue,
    schema: SiteSettingsSchema,
  })
  const social = fields.socialLinks.getFieldset()

  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="settings" />
      {/* Enter in a text box presses the first submit button: make that Save, not "remove row". */}
      <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}

      <FormSection title={m.sections.company} isTwoColumn>
        <BilingualTextField
          field={fields.companyName}
          arabicField={fields.companyNameAr}
          label={m.fields.companyName}
          isRequired
          className="sm:col-span-2"
        />
        <BilingualTextareaField
          field={fields.tagline}
          arabicField={fields.taglineAr}
          label={m.fields.tagline}
          rows={3}
          className="sm:col-span-2"
        />
      </FormSection>

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
        <BilingualTextField
          field={fields.address}
          arabicField={fields.addressAr}
          label={m.fields.address}
          className="sm:col-span-2"
        />
        <BilingualTextField
          field={fields.city}
          arabicField={fields.cityAr}
          label={m.fields.city}
          className="sm:col-span-2"
        />
      </FormSection>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.sections.officeHours}
          </CardTitle>
          <CardDescription>{m.sectionHints.officeHours}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-8">
          <OfficeHoursRows
            form={form}
            list={fields.officeHours}
            title={format(inLanguage.english, { label: m.sections.officeHours })}
            labels={{
              days: format(inLanguage.english, { label: m.fields.days }),
              hours: format(inLanguage.english, { label: m.fields.hours }),
              remove: m.removeRow,
              add: m.addRow,
            }}
            language={{ lang: 'en', dir: 'ltr' }}
          />
          <OfficeHoursRows
            form={form}
            list={fields.officeHoursAr}
            title={format(inLanguage.arabic, { label: m.sections.officeHours })}
            hint={m.hints.officeHoursAr}
            labels={{
              days: format(inLanguage.arabic, { label: m.fields.days }),
              hours: format(inLanguage.arabic, { label: m.fields.hours }),
              remove: m.removeArabicRow,
              add: m.addArabicRow,
            }}
            language={{ lang: 'ar', dir: 'rtl' }}
          />
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
        <BilingualTextField
          field={fields.heroTitle}
          arabicField={fields.heroTitleAr}
          label={m.fields.heroTitle}
          isRequired
          className="sm:col-span-2"
        />
        <BilingualTextareaField
          field={fields.heroSubtitle}
          arabicField={fields.heroSubtitleAr}
          label={m.fields.heroSubtitle}
          rows={3}
          className="sm:col-span-2"
        />
        <BilingualTextField
          field={fields.heroCtaLabel}
          arabicField={fields.heroCtaLabelAr}
          label={m.fields.heroCtaLabel}
          hint={m.hints.heroCtaLabel}
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

type SettingsKitForm = ReturnType<typeof useKitForm<typeof SiteSettingsSchema>>
type OfficeHoursList = SettingsKitForm[1]['officeHours']

/**
 * One language's office hours: a row of days and hours each, removable, and a button that
 * adds a row. Both buttons are Conform intents, so they work without JavaScript too.
 */
function OfficeHoursRows({
  form,
  list,
  title,
  hint,
  labels,
  language,
}: {
  form: SettingsKitForm[0]
  list: OfficeHoursList
  title: string
  hint?: string
  labels: { days: string; hours: string; remove: string; add: string }
  language: { lang: 'en' | 'ar'; dir: 'ltr' | 'rtl' }
}) {
  const rows = list.getFieldList()
  const titleId = `${list.id}-title`
  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <div>
        <h3 id={titleId} className="font-medium">
          {title}
        </h3>
        {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      </div>
      <ul className="space-y-4">
        {rows.map((row, index) => {
          const cells = row.getFieldset()
          return (
            <li key={row.key} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <TextField field={cells.days} label={labels.days} {...language} />
              <TextField field={cells.hours} label={labels.hours} {...language} />
              <Button
                variant="outline"
                size="icon"
                className="sm:mt-6"
                aria-label={format(labels.remove, { n: index + 1 })}
                {...form.remove.getButtonProps({ name: list.name, index })}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          )
        })}
      </ul>
      <Button
        variant="outline"
        {...form.insert.getButtonProps({ name: list.name, defaultValue: { days: '', hours: '' } })}
      >
        <Plus aria-hidden /> {labels.add}
      </Button>
    </section>
  )
}
