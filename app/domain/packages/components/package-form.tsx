import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { FormErrors, TextField } from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { ListField } from '~/components/forms/list-field'
import { FormPageActions, FormSection } from '~/components/forms/form-section'
import { useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { StaleTranslationsNotice } from '~/domain/publishing/components/translation-marks'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { useActionToast } from '~/lib/use-action-toast'
import { RequiredMark } from '~/ui/required-label'
import { MAX_SERVICES, PackageFormSchema } from '../schema'

export type PackageFormValues = {
  name: string
  nameAr: string
  description: string
  descriptionAr: string
  price: string
  services: string[]
  servicesAr: string[]
}

export const emptyPackageValues: PackageFormValues = {
  name: '',
  nameAr: '',
  description: '',
  descriptionAr: '',
  price: '',
  services: [''],
  servicesAr: [''],
}

/**
 * Create and edit package (SPEC 5): name, description, price (min 0, step 0.01), a list
 * of services (at least one; the last row cannot be removed) and an image.
 * Name and description sit beside their Arabic twins; the services have an Arabic list of
 * their own beside the English one (decision 018), each with its add and remove buttons,
 * so both work without JavaScript. An empty Arabic list shows the English services.
 */
export function PackageForm({
  id,
  defaultValue,
  actionData,
  currentImageUrl,
  mode,
  stale = [],
  saveDraftLabel,
}: {
  id: string
  defaultValue: PackageFormValues
  actionData: ActionData | undefined
  currentImageUrl?: string | null
  mode: 'create' | 'edit'
  /** Texts one side of which changed after the other (decision 052). */
  stale?: readonly StaleTranslation[]
  /** Offers "Save as draft" beside the submit button, which then publishes (decision 047). */
  saveDraftLabel?: string
}) {
  const t = useT()
  const m = t.investments.packageForm
  const languages = t.admin.bilingual
  const isSubmitting = useIsPending()
  const [form, fields] = useKitForm<typeof PackageFormSchema, PackageFormValues & { image?: File }>(
    {
      id,
      lastResult: actionData?.result,
      defaultValue,
      schema: PackageFormSchema,
    },
  )
  useActionToast(actionData?.toast)

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...kitFormProps(form)}
      className="grid gap-6"
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <StaleTranslationsNotice
        id={id}
        stale={stale}
        labels={{ name: m.name, description: m.description, services: m.services }}
      />

      <FormSection title={m.details}>
        <BilingualTextField
          field={fields.name}
          arabicField={fields.nameAr}
          label={m.name}
          isRequired
        />
        <BilingualTextareaField
          field={fields.description}
          arabicField={fields.descriptionAr}
          label={m.description}
          rows={4}
          isRequired
        />
        <TextField
          field={fields.price}
          label={m.price}
          type="number"
          step="0.01"
          min={0}
          isRequired
          className="sm:max-w-xs"
        />
      </FormSection>

      <FormSection
        title={
          <>
            {m.services}
            <RequiredMark />
          </>
        }
        description={m.servicesHint}
      >
        <div className="grid items-start gap-6 sm:grid-cols-2">
          <section aria-labelledby={`${id}-services-en`} className="grid gap-3">
            <h3 id={`${id}-services-en`} className="text-sm font-semibold">
              {format(languages.english, { label: m.services })}
            </h3>
            <ListField
              form={form}
              field={fields.services}
              newRow=""
              addLabel={m.addService}
              removeLabel={(n) => format(m.removeService, { n })}
              // SPEC 5: the last service row cannot be removed.
              minRows={1}
              maxRows={MAX_SERVICES}
            >
              {(row, n) => (
                <TextField field={row} label={format(m.serviceRow, { n })} lang="en" dir="ltr" />
              )}
            </ListField>
          </section>
          <section aria-labelledby={`${id}-services-ar`} className="grid gap-3">
            <h3 id={`${id}-services-ar`} className="text-sm font-semibold">
              {format(languages.arabic, { label: m.services })}
            </h3>
            <ListField
              form={form}
              field={fields.servicesAr}
              newRow=""
              addLabel={m.addArabicService}
              removeLabel={(n) => format(m.removeArabicService, { n })}
              maxRows={MAX_SERVICES}
            >
              {(row, n) => (
                <TextField
                  field={row}
                  label={format(languages.arabic, { label: format(m.serviceRow, { n }) })}
                  lang="ar"
                  dir="rtl"
                />
              )}
            </ListField>
            {/* Below the rows, so each Arabic service sits level with its English one. */}
            <p className="text-muted-foreground text-sm">{m.servicesArabicHint}</p>
          </section>
        </div>
      </FormSection>

      <FormSection title={m.media}>
        <ImageField field={fields.image} label={m.image} currentUrl={currentImageUrl} />
      </FormSection>

      <FormPageActions
        cancelTo="/admin/packages"
        isPending={isSubmitting}
        labels={m}
        mode={mode}
        alternative={saveDraftLabel ? { saveAs: 'draft', label: saveDraftLabel } : undefined}
      />
    </Form>
  )
}
