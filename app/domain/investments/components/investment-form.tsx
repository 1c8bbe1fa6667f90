import type { ReactNode } from 'react'
import { RequiredMark } from '~/ui/required-label'
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
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
import { Checkbox } from '~/ui/checkbox'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
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
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [form, fields] = useForm<InvestmentFormValues>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvestmentFormSchema }),
  })
  const linkRows = fields.links.getFieldList()
  const formError = form.errors?.[0]

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="grid gap-6"
    >
      {/* Enter in a text field submits the form, not the first link row's remove button. */}
      <button type="submit" hidden />
      {formError ? (
        <Alert variant="destructive" id={form.errorId}>
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}

      <Section title={m.basicInformation}>
        <Field
          label={
            <>
              {m.title}
              <RequiredMark />
            </>
          }
          name={fields.title.name}
          id={fields.title.id}
          error={fields.title.errors}
        >
          <Input
            {...getInputProps(fields.title, { type: 'text' })}
            aria-describedby={describedBy(fields.title)}
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
            rows={5}
          />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field
            label={
              <>
                {m.type}
                <RequiredMark />
              </>
            }
            name={fields.type.name}
            id={fields.type.id}
            error={fields.type.errors}
          >
            <NativeSelect
              {...getSelectProps(fields.type)}
              aria-describedby={describedBy(fields.type)}
            >
              {investmentTypes.map((type) => (
                <option key={type} value={type}>
                  {types[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            label={
              <>
                {m.department}
                <RequiredMark />
              </>
            }
            name={fields.department.name}
            id={fields.department.id}
            error={fields.department.errors}
          >
            <NativeSelect
              {...getSelectProps(fields.department)}
              aria-describedby={describedBy(fields.department)}
            >
              <option value="">{m.selectDepartment}</option>
              {investmentDepartments.map((department) => (
                <option key={department} value={department}>
                  {department}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="flex items-center gap-3">
          <Checkbox {...getInputProps(fields.isActive, { type: 'checkbox' })} />
          <Label htmlFor={fields.isActive.id}>{m.isActive}</Label>
        </div>
      </Section>

      <Section title={m.profitInformation}>
        <Field
          label={
            <>
              {m.profitMargin}
              <RequiredMark />
            </>
          }
          name={fields.profitMargin.name}
          id={fields.profitMargin.id}
          error={fields.profitMargin.errors}
        >
          <Input
            {...getInputProps(fields.profitMargin, { type: 'text' })}
            aria-describedby={describedBy(fields.profitMargin)}
            placeholder={m.profitMarginPlaceholder}
            maxLength={100}
          />
        </Field>
        <Field
          label={
            <>
              {m.profitSchema}
              <RequiredMark />
            </>
          }
          name={fields.profitSchema.name}
          id={fields.profitSchema.id}
          error={fields.profitSchema.errors}
        >
          <Textarea
            {...getTextareaProps(fields.profitSchema)}
            aria-describedby={describedBy(fields.profitSchema)}
            placeholder={m.profitSchemaPlaceholder}
            rows={4}
          />
        </Field>
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
