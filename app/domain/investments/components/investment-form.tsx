import { getCollectionProps } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { CheckboxField, FormErrors, SelectField, TextField } from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { ListField } from '~/components/forms/list-field'
import { FormPageActions, FormSection } from '~/components/forms/form-section'
import { useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { Checkbox } from '~/ui/checkbox'
import { StaleTranslationsNotice } from '~/domain/publishing/components/translation-marks'
import { InvestmentFormSchema, investmentDepartments, investmentTypes, MAX_LINKS } from '../schema'

export type InvestmentFormValues = {
  title: string
  titleAr: string
  description: string
  descriptionAr: string
  type: string
  department: string
  profitMargin: string
  profitMarginAr: string
  profitSchema: string
  profitSchemaAr: string
  riskWarning: string
  riskWarningAr: string
  isActive: boolean
  links: { title: string; titleAr: string; url: string }[]
  packageIds: string[]
  /** `datetime-local` values in Dubai time (decision 047); '' for none. */
  publishAt: string
  unpublishAt: string
  closesAt: string
}

const emptyLink = { title: '', titleAr: '', url: '' }

export const emptyInvestmentValues: InvestmentFormValues = {
  title: '',
  titleAr: '',
  description: '',
  descriptionAr: '',
  type: 'Financial',
  department: '',
  profitMargin: '',
  profitMarginAr: '',
  profitSchema: '',
  profitSchemaAr: '',
  riskWarning: '',
  riskWarningAr: '',
  isActive: true,
  links: [emptyLink],
  packageIds: [],
  publishAt: '',
  unpublishAt: '',
  closesAt: '',
}

/**
 * Create and edit investment (SPEC 2): Basic Information, Profit Information, Media,
 * External Links and Attach Packages. A plain multipart form: the link rows' add and
 * remove buttons are Conform intents, so they also work before JavaScript loads.
 * Every text sits beside its Arabic twin (decision 018); a link row has both titles.
 */
export function InvestmentForm({
  id,
  defaultValue,
  actionData,
  currentImageUrl,
  packageOptions,
  mode,
  stale = [],
}: {
  id: string
  defaultValue: InvestmentFormValues
  actionData: ActionData | undefined
  currentImageUrl?: string | null
  packageOptions: { id: string; name: string }[]
  mode: 'create' | 'edit'
  /** Texts one side of which changed after the other (decision 047). */
  stale?: { field: string; stale: 'en' | 'ar' }[]
}) {
  const t = useT()
  const m = t.investments.form
  const risk = t.nda.risk
  const types = t.investments.types
  const departments = t.investments.departments
  const languages = t.admin.bilingual
  const staleLabels: Record<string, string> = {
    title: m.title,
    description: m.description,
    profitMargin: m.profitMargin,
    profitSchema: m.profitSchema,
    riskWarning: risk.field,
  }
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm<
    typeof InvestmentFormSchema,
    InvestmentFormValues & { image?: File }
  >({
    id,
    lastResult: actionData?.result,
    defaultValue,
    schema: InvestmentFormSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...kitFormProps(form)}
      className="grid gap-6"
    >
      <FormErrors id={form.errorId} errors={form.errors} />

      <StaleTranslationsNotice id={id} stale={stale} labels={staleLabels} />

      <FormSection title={m.basicInformation}>
        <BilingualTextField
          field={fields.title}
          arabicField={fields.titleAr}
          label={m.title}
          isRequired
        />
        <BilingualTextareaField
          field={fields.description}
          arabicField={fields.descriptionAr}
          label={m.description}
          rows={5}
          isRequired
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <SelectField
            field={fields.type}
            label={m.type}
            isRequired
            options={investmentTypes.map((type) => ({ value: type, label: types[type] }))}
          />
          <SelectField
            field={fields.department}
            label={m.department}
            isRequired
            placeholder={m.selectDepartment}
            options={investmentDepartments.map((department) => ({
              value: department,
              label: departments[department],
            }))}
          />
        </div>
        <CheckboxField field={fields.isActive} label={m.isActive} />
      </FormSection>

      <FormSection title={m.profitInformation}>
        <BilingualTextField
          field={fields.profitMargin}
          arabicField={fields.profitMarginAr}
          label={m.profitMargin}
          placeholder={m.profitMarginPlaceholder}
          isRequired
        />
        <BilingualTextareaField
          field={fields.profitSchema}
          arabicField={fields.profitSchemaAr}
          label={m.profitSchema}
          placeholder={m.profitSchemaPlaceholder}
          rows={4}
          isRequired
        />
        <BilingualTextareaField
          field={fields.riskWarning}
          arabicField={fields.riskWarningAr}
          label={risk.field}
          hint={risk.fieldHint}
          rows={4}
        />
      </FormSection>

      <FormSection title={m.schedule}>
        <p className="text-muted-foreground text-sm">{m.scheduleHint}</p>
        <div className="grid items-start gap-5 sm:grid-cols-3">
          <TextField field={fields.publishAt} label={m.publishAt} type="datetime-local" />
          <TextField field={fields.unpublishAt} label={m.unpublishAt} type="datetime-local" />
          <TextField field={fields.closesAt} label={m.closesAt} type="datetime-local" />
        </div>
      </FormSection>

      <FormSection title={m.media}>
        <ImageField field={fields.image} label={m.image} currentUrl={currentImageUrl} />
      </FormSection>

      <FormSection title={m.externalLinks} description={m.externalLinksHint}>
        <ListField
          form={form}
          field={fields.links}
          newRow={emptyLink}
          addLabel={m.addLink}
          removeLabel={(n) => format(m.removeLink, { n })}
          rowLegend={(n) => format(m.linkRow, { n })}
          maxRows={MAX_LINKS}
          rowClassName="sm:grid-cols-2"
        >
          {(row) => {
            const link = row.getFieldset()
            return (
              <>
                <TextField
                  field={link.title}
                  label={format(languages.english, { label: m.linkTitle })}
                  lang="en"
                  dir="ltr"
                />
                <TextField
                  field={link.titleAr}
                  label={format(languages.arabic, { label: m.linkTitle })}
                  lang="ar"
                  dir="rtl"
                />
                <TextField
                  field={link.url}
                  label={m.linkUrl}
                  type="url"
                  placeholder="https://"
                  dir="ltr"
                  className="sm:col-span-2"
                />
              </>
            )
          }}
        </ListField>
      </FormSection>

      <FormSection title={m.attachPackages} description={m.attachPackagesHint}>
        {packageOptions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.noPackagesToAttach}</p>
        ) : (
          <fieldset>
            <legend className="sr-only">{m.attachPackages}</legend>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {getCollectionProps(fields.packageIds, {
                type: 'checkbox',
                options: packageOptions.map((option) => option.id),
              }).map((props) => {
                const option = packageOptions.find((item) => item.id === props.value)
                return (
                  <li key={props.key}>
                    <label
                      htmlFor={props.id}
                      className="hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-secondary flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm font-medium"
                    >
                      <Checkbox {...props} key={undefined} />
                      {option?.name}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )}
      </FormSection>

      <FormPageActions
        cancelTo="/admin/investments"
        isPending={isSubmitting}
        labels={m}
        mode={mode}
      />
    </Form>
  )
}
