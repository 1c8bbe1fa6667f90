import { type SubmissionResult } from '@conform-to/react'
import { Form } from 'react-router'
import { History, Plus, Trash2 } from 'lucide-react'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { TextField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import { StaleTranslationsNotice } from '~/domain/publishing/components/translation-marks'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { format, useT } from '~/i18n'
import type { DraftState } from '#db/schema'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { SITE_TEXTS_ID, SiteTextsFormSchema, type SiteTexts } from '../schema'

/**
 * The site texts' form (decision 047): the company's name, tagline and address, the office
 * hours and the home page's hero, each beside its Arabic twin (decision 018). It edits their
 * draft when there is one. Where editors publish the site texts, "Save Changes" publishes at
 * once and "Save as draft" only saves; where they need review, every save is a draft.
 */
export function SiteTextsForm({
  defaultValue,
  draft,
  needsReview,
  stale,
  lastResult,
  isSaving,
}: {
  defaultValue: SiteTexts
  draft: { state: DraftState; lastEditorName: string; updatedAt: Date | string } | null
  needsReview: boolean
  /** Texts one side of which changed after the other (decision 052). */
  stale: readonly StaleTranslation[]
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const catalog = useT()
  const m = catalog.admin.settings
  const inLanguage = catalog.admin.bilingual
  const [form, fields] = useKitForm({
    id: 'site-texts-form',
    lastResult,
    defaultValue,
    schema: SiteTextsFormSchema,
  })

  return (
    <section id="site-texts" aria-labelledby="site-texts-title" className="scroll-mt-20 space-y-6">
      <header className="space-y-3">
        <div>
          <h2 id="site-texts-title" className="text-2xl font-semibold tracking-tight">
            {m.sections.texts}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">{m.sectionHints.texts}</p>
        </div>
        <DraftStatus contentType="site-texts" itemId={SITE_TEXTS_ID} draft={draft} />
        <Link
          to={`/admin/publishing/site-texts/${SITE_TEXTS_ID}/revisions`}
          className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
        >
          <History aria-hidden className="size-4" />
          {catalog.revisions.link}
        </Link>
      </header>

      <Form method="post" {...kitFormProps(form)} className="space-y-6">
        <input type="hidden" name="intent" value="site-texts" />
        {/* Enter in a text box presses the first submit button: make that Save, not "remove row". */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
        {form.status === 'error' ? (
          <Alert variant="destructive">
            <AlertDescription>{m.fixErrors}</AlertDescription>
          </Alert>
        ) : null}
        <StaleTranslationsNotice
          headingLevel={3}
          id="site-texts-form"
          stale={stale}
          labels={{ ...m.fields, officeHours: m.sections.officeHours }}
        />

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

        <FormSection title={m.sections.hero} description={m.sectionHints.hero} isTwoColumn>
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
        </FormSection>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {needsReview ? null : (
            <Button
              type="submit"
              name="saveAs"
              value="draft"
              variant="secondary"
              size="lg"
              disabled={isSaving}
            >
              {catalog.revisions.draft.saveDraft}
            </Button>
          )}
          <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving} size="lg">
            {m.saveTexts}
          </StatusButton>
        </div>
      </Form>
    </section>
  )
}

type SiteTextsKitForm = ReturnType<typeof useKitForm<typeof SiteTextsFormSchema>>
type OfficeHoursList = SiteTextsKitForm[1]['officeHours']

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
  form: SiteTextsKitForm[0]
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
