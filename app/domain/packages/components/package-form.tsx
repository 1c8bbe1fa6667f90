import { getFormProps } from '@conform-to/react'
import { useKitForm } from '~/components/forms/use-kit-form'
import { Form, Link } from 'react-router'
import { FormErrors, TextareaField, TextField } from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { ListField } from '~/components/forms/list-field'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
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

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.details}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
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
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.services}
            <RequiredMark />
          </CardTitle>
          <CardDescription>{m.servicesHint}</CardDescription>
        </CardHeader>
        <CardContent>
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
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.media}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ImageField field={fields.image} label={m.image} currentUrl={currentImageUrl} />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/packages">{m.cancel}</Link>
        </Button>
        <StatusButton
          status={isSubmitting ? 'pending' : 'idle'}
          pendingLabel={mode === 'create' ? m.creating : m.saving}
        >
          {mode === 'create' ? m.create : m.save}
        </StatusButton>
      </div>
    </Form>
  )
}
