import { RequiredMark } from '~/ui/required-label'
import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from 'react-router'
import { Plus, Trash2 } from 'lucide-react'
import { ImageUploadField } from '~/components/admin/image-upload-field'
import { FormErrors, TextareaField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { PackageFormSchema } from '../schema'

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

function describedBy(field: FieldMetadata<unknown>) {
  return field.errors?.length ? fieldErrorId(field.id) : undefined
}

/**
 * Create and edit package (SPEC 5): name, description, price (min 0, step 0.01), a list
 * of services (at least one; the last row cannot be removed) and an image.
 */
export function PackageForm({
  id,
  defaultValue,
  lastResult,
  imageError,
  currentImageUrl,
  mode,
}: {
  id: string
  defaultValue: PackageFormValues
  lastResult: SubmissionResult<string[]> | undefined
  imageError?: string
  currentImageUrl?: string | null
  mode: 'create' | 'edit'
}) {
  const m = useT().investments.packageForm
  const isSubmitting = useIsPending()
  const [form, fields] = useForm<PackageFormValues>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PackageFormSchema }),
  })
  const serviceRows = fields.services.getFieldList()
  const servicesError = fields.services.errors?.[0]
  const servicesErrorId = `${fields.services.id}-error`

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-6"
    >
      {/* Enter in a text field submits the form, not the first row's remove button. */}
      <button type="submit" hidden />
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
        <CardContent className="grid gap-3">
          <ol className="grid gap-3" aria-describedby={servicesError ? servicesErrorId : undefined}>
            {serviceRows.map((row, index) => {
              const n = index + 1
              const isLast = serviceRows.length === 1
              return (
                <li key={row.key} className="flex items-start gap-2">
                  <div className="grid flex-1 gap-1">
                    <Label htmlFor={row.id} className="sr-only">
                      {format(m.serviceRow, { n })}
                    </Label>
                    <Input
                      {...getInputProps(row, { type: 'text' })}
                      aria-describedby={describedBy(row)}
                      placeholder={format(m.serviceRow, { n })}
                      maxLength={300}
                    />
                    {row.errors?.length ? (
                      <p id={fieldErrorId(row.id)} className="text-destructive text-sm">
                        {row.errors[0]}
                      </p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive hover:text-destructive"
                    aria-label={format(m.removeService, { n })}
                    {...form.remove.getButtonProps({ name: fields.services.name, index })}
                    // SPEC 5: the last service row cannot be removed.
                    disabled={isLast}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              )
            })}
          </ol>
          {servicesError ? (
            <p id={servicesErrorId} className="text-destructive text-sm font-medium">
              {servicesError}
            </p>
          ) : null}
          <div>
            <Button
              variant="outline"
              {...form.insert.getButtonProps({ name: fields.services.name, defaultValue: '' })}
            >
              <Plus aria-hidden /> {m.addService}
            </Button>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.media}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ImageUploadField
            name="image"
            label={m.image}
            currentUrl={currentImageUrl}
            error={imageError}
          />
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
