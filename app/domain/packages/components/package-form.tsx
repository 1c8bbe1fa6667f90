import { getFormProps } from '@conform-to/react'
import { useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { FormErrors, TextareaField, TextField } from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { ListField } from '~/components/forms/list-field'
import { FormPageActions, FormSection } from '~/components/forms/form-section'
import { useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { RequiredMark } from '~/ui/required-label'
import { MAX_SERVICES, PackageFormSchema } from '../schema'

export type PackageFormValues = {
  name: string
  description: string
  price: string
  services: string[]
}

export const emptyPackageValues: PackageFormValues = {
  name: '',
  description: '',
  price: '',
  services: [''],
}

/**
 * Create and edit package (SPEC 5): name, description, price (min 0, step 0.01), a list
 * of services (at least one; the last row cannot be removed) and an image.
 */
export function PackageForm({
  id,
  defaultValue,
  actionData,
  currentImageUrl,
  mode,
}: {
  id: string
  defaultValue: PackageFormValues
  actionData: ActionData | undefined
  currentImageUrl?: string | null
  mode: 'create' | 'edit'
}) {
  const m = useT().investments.packageForm
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
      {...getFormProps(form)}
      className="grid gap-6"
    >
      <FormErrors id={form.errorId} errors={form.errors} />

      <FormSection title={m.details}>
        <TextField field={fields.name} label={m.name} isRequired />
        <TextareaField field={fields.description} label={m.description} rows={4} isRequired />
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
          {(row, n) => <TextField field={row} label={format(m.serviceRow, { n })} />}
        </ListField>
      </FormSection>

      <FormSection title={m.media}>
        <ImageField field={fields.image} label={m.image} currentUrl={currentImageUrl} />
      </FormSection>

      <FormPageActions cancelTo="/admin/packages" isPending={isSubmitting} labels={m} mode={mode} />
    </Form>
  )
}
