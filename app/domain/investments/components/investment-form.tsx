import type { ReactNode } from 'react'
import {
  getCollectionProps,
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
import {
  CheckboxField,
  FormErrors,
  SelectField,
  TextareaField,
  TextField,
} from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useT } from '~/i18n'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Checkbox } from '~/ui/checkbox'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { InvestmentFormSchema, investmentDepartments, investmentTypes } from '../schema'

export type InvestmentFormValues = {
  title: string
  description: string
  type: string
  department: string
  profitMargin: string
  profitSchema: string
  isActive: boolean
  links: { title: string; url: string }[]
  packageIds: string[]
}

export const emptyInvestmentValues: InvestmentFormValues = {
  title: '',
  description: '',
  type: 'Financial',
  department: '',
  profitMargin: '',
  profitSchema: '',
  isActive: true,
  links: [{ title: '', url: '' }],
  packageIds: [],
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description?: string
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  )
}

/** aria-describedby for a control inside <Field>: its error element when it has errors. */
function describedBy(field: FieldMetadata<unknown>) {
  return field.errors?.length ? fieldErrorId(field.id) : undefined
}

/**
 * Create and edit investment (SPEC 2): Basic Information, Profit Information, Media,
 * External Links and Attach Packages. A plain multipart form: the link rows' add and
 * remove buttons are Conform intents, so they also work before JavaScript loads.
 */
export function InvestmentForm({
  id,
  defaultValue,
  lastResult,
  imageError,
  currentImageUrl,
  packageOptions,
  mode,
}: {
  id: string
  defaultValue: InvestmentFormValues
  lastResult: SubmissionResult<string[]> | undefined
  imageError?: string
  currentImageUrl?: string | null
  packageOptions: { id: string; name: string }[]
  mode: 'create' | 'edit'
}) {
  const m = useT().investments.form
  const types = useT().investments.types
  const isSubmitting = useIsPending()
  const [form, fields] = useForm<InvestmentFormValues>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvestmentFormSchema }),
  })
  const linkRows = fields.links.getFieldList()

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-6"
    >
      {/* Enter in a text field submits the form, not the first link row's remove button. */}
      <button type="submit" hidden />
      <FormErrors id={form.errorId} errors={form.errors} />

      <Section title={m.basicInformation}>
        <TextField field={fields.title} label={m.title} isRequired />
        <TextareaField field={fields.description} label={m.description} rows={5} isRequired />
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
              label: department,
            }))}
          />
        </div>
        <CheckboxField field={fields.isActive} label={m.isActive} />
      </Section>

      <Section title={m.profitInformation}>
        <TextField
          field={fields.profitMargin}
          label={m.profitMargin}
          placeholder={m.profitMarginPlaceholder}
          isRequired
        />
        <TextareaField
          field={fields.profitSchema}
          label={m.profitSchema}
          placeholder={m.profitSchemaPlaceholder}
          rows={4}
          isRequired
        />
      </Section>

      <Section title={m.media}>
        <ImageUploadField
          name="image"
          label={m.image}
          currentUrl={currentImageUrl}
          error={imageError}
        />
      </Section>

      <Section title={m.externalLinks} description={m.externalLinksHint}>
        {linkRows.length > 0 ? (
          <ol className="grid gap-4">
            {linkRows.map((row, index) => {
              const link = row.getFieldset()
              const n = index + 1
              return (
                <li key={row.key}>
                  <fieldset className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[1fr_1.5fr_auto]">
                    <legend className="sr-only">{format(m.linkRow, { n })}</legend>
                    <Field
                      label={m.linkTitle}
                      name={link.title.name}
                      id={link.title.id}
                      error={link.title.errors}
                    >
                      <Input
                        {...getInputProps(link.title, { type: 'text' })}
                        aria-describedby={describedBy(link.title)}
                        maxLength={200}
                      />
                    </Field>
                    <Field
                      label={m.linkUrl}
                      name={link.url.name}
                      id={link.url.id}
                      error={link.url.errors}
                    >
                      <Input
                        {...getInputProps(link.url, { type: 'url' })}
                        aria-describedby={describedBy(link.url)}
                        placeholder="https://"
                        maxLength={2000}
                      />
                    </Field>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive sm:mt-6"
                      aria-label={format(m.removeLink, { n })}
                      {...form.remove.getButtonProps({ name: fields.links.name, index })}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </fieldset>
                </li>
              )
            })}
          </ol>
        ) : null}
        <div>
          <Button
            variant="outline"
            {...form.insert.getButtonProps({
              name: fields.links.name,
              defaultValue: { title: '', url: '' },
            })}
          >
            <Plus aria-hidden /> {m.addLink}
          </Button>
        </div>
      </Section>

      <Section title={m.attachPackages} description={m.attachPackagesHint}>
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
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button asChild variant="outline">
          <Link to="/admin/investments">{m.cancel}</Link>
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
