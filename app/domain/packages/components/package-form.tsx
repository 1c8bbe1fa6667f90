import { RequiredMark } from '~/ui/required-label'
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { Plus, Trash2 } from 'lucide-react'
import { ImageUploadField } from '~/components/admin/image-upload-field'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
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
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [form, fields] = useForm<PackageFormValues>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PackageFormSchema }),
  })
  const serviceRows = fields.services.getFieldList()
  const formError = form.errors?.[0]
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
      {formError ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2" className="text-lg">
            {m.details}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Field
            label={
              <>
                {m.name}
                <RequiredMark />
              </>
            }
            name={fields.name.name}
            id={fields.name.id}
            error={fields.name.errors}
          >
            <Input
              {...getInputProps(fields.name, { type: 'text' })}
              aria-describedby={describedBy(fields.name)}
              maxLength={200}
            />
          </Field>
          <Field
            label={
              <>
                {m.description}
                <RequiredMark />
              </>
            }
            name={fields.description.name}
            id={fields.description.id}
            error={fields.description.errors}
          >
            <Textarea
              {...getTextareaProps(fields.description)}
              aria-describedby={describedBy(fields.description)}
              rows={4}
            />
          </Field>
          <Field
            label={
              <>
                {m.price}
                <RequiredMark />
              </>
            }
            name={fields.price.name}
            id={fields.price.id}
            error={fields.price.errors}
            className="sm:max-w-xs"
          >
            <Input
              {...getInputProps(fields.price, { type: 'number' })}
              aria-describedby={describedBy(fields.price)}
              min={0}
              step={0.01}
              inputMode="decimal"
            />
          </Field>
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
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {mode === 'create' ? m.creating : m.saving}
            </>
          ) : mode === 'create' ? (
            m.create
          ) : (
            m.save
          )}
        </Button>
      </div>
    </Form>
  )
}
