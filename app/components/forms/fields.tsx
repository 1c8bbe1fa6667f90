import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from '@conform-to/react'
import type { ReactNode } from 'react'
import { useActionData } from 'react-router'
import type { ActionData } from '~/lib/action-result'
import { cn } from '~/lib/class-names'
import { useHydrated } from '~/lib/use-hydrated'
import { Alert, AlertDescription, AlertTitle } from '~/ui/alert'
import { Checkbox } from '~/ui/checkbox'
import { Field, fieldErrorId, fieldHintId } from '~/ui/field'
import { Input } from '~/ui/input'
import { RequiredMark } from '~/ui/required-label'
import { NativeSelect } from '~/ui/select'
import { Textarea } from '~/ui/textarea'

/*
 * The form kit's fields: each binds one Conform field to a labelled control with its
 * inline errors (ids from ui/field, so aria-describedby always points at the error list).
 * They render plain HTML controls, so every form works before (and without) JavaScript.
 */

// Conform's metadata is generic over the form's shape; a field only needs its own part.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>

type CommonProps = {
  field: AnyField
  label: ReactNode
  hint?: ReactNode
  /** Marks the label as required (the schema decides whether it is). */
  isRequired?: boolean
  className?: string
}

/** The language of what is typed in a control: an Arabic twin is `ar`/`rtl` on every page. */
type TextLanguage = { lang?: 'en' | 'ar'; dir?: 'ltr' | 'rtl' }

/** The control's description: its errors (from Conform) and, when there is one, its hint. */
function describedBy(
  field: AnyField,
  own: string | undefined,
  hint: ReactNode,
): string | undefined {
  const ids = [own, hint ? fieldHintId(field.id) : undefined].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** The label, errors and hint around one control, from the Conform field's metadata. */
function LabelledField({
  field,
  label,
  isRequired,
  hint,
  className,
  children,
}: CommonProps & { children: ReactNode }) {
  return (
    <Field
      label={<FieldLabel label={label} isRequired={isRequired} />}
      name={field.name}
      id={field.id}
      error={field.errors}
      hint={hint}
      className={className}
    >
      {children}
    </Field>
  )
}

function FieldLabel({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  return (
    <>
      {label}
      {isRequired ? <RequiredMark /> : null}
    </>
  )
}

type TextType =
  'text' | 'email' | 'password' | 'tel' | 'url' | 'number' | 'search' | 'datetime-local'

export function TextField({
  field,
  label,
  hint,
  isRequired,
  className,
  type = 'text',
  autoComplete,
  placeholder,
  inputClassName,
  step,
  min,
  lang,
  dir,
  isReadOnly,
}: CommonProps &
  TextLanguage & {
    /** Shown and submitted, but not editable (a value this person may see but not change). */
    isReadOnly?: boolean
    type?: TextType
    autoComplete?: string
    placeholder?: string
    inputClassName?: string
    /** For `type="number"`: the step ('any' for decimals) and the lowest value. */
    step?: string
    min?: number
  }) {
  const { key, ...props } = getInputProps(field, { type })
  return (
    <LabelledField
      field={field}
      label={label}
      isRequired={isRequired}
      hint={hint}
      className={className}
    >
      <Input
        key={key}
        {...props}
        aria-describedby={describedBy(field, props['aria-describedby'], hint)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className={inputClassName}
        step={step}
        min={min}
        inputMode={type === 'number' ? 'decimal' : undefined}
        lang={lang}
        dir={dir}
        readOnly={isReadOnly}
      />
    </LabelledField>
  )
}

/** A telephone number: the keypad on phones, `tel` autocomplete. */
export function PhoneField(props: Omit<Parameters<typeof TextField>[0], 'type'>) {
  return <TextField autoComplete="tel" {...props} type="tel" />
}

export function TextareaField({
  field,
  label,
  hint,
  isRequired,
  className,
  rows,
  placeholder,
  lang,
  dir,
}: CommonProps & TextLanguage & { rows?: number; placeholder?: string }) {
  const { key, ...props } = getTextareaProps(field)
  return (
    <LabelledField
      field={field}
      label={label}
      isRequired={isRequired}
      hint={hint}
      className={className}
    >
      <Textarea
        key={key}
        {...props}
        aria-describedby={describedBy(field, props['aria-describedby'], hint)}
        rows={rows}
        placeholder={placeholder}
        lang={lang}
        dir={dir}
        // Given rows set the height; without, the control's 120 px minimum applies (SPEC 9).
        className={rows ? 'min-h-0' : undefined}
      />
    </LabelledField>
  )
}

export type SelectOption = { value: string; label: string }

/** A native select: it submits with the form and works before hydration. */
export function SelectField({
  field,
  label,
  hint,
  isRequired,
  className,
  options,
  placeholder,
}: CommonProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const { key, ...props } = getSelectProps(field)
  return (
    <LabelledField
      field={field}
      label={label}
      isRequired={isRequired}
      hint={hint}
      className={className}
    >
      <NativeSelect
        key={key}
        {...props}
        aria-describedby={describedBy(field, props['aria-describedby'], hint)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </LabelledField>
  )
}

export function CheckboxField({ field, label, hint, isRequired, className }: CommonProps) {
  const { key, type: _type, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <div className={cn('grid gap-1', className)}>
      {/* Top-aligned: a consent box's label runs over several lines. */}
      <div className="flex items-start gap-2">
        <Checkbox key={key} {...props} className="mt-0.5" />
        <label htmlFor={field.id} className="text-sm font-medium">
          <FieldLabel label={label} isRequired={isRequired} />
        </label>
      </div>
      {hint ? <p className="text-muted-foreground text-sm">{hint}</p> : null}
      <ErrorList id={fieldErrorId(field.id)} errors={field.errors} />
    </div>
  )
}

/** The errors of the whole form, above its fields, announced when they appear. */
export function FormErrors({
  id,
  errors,
  className,
}: {
  id?: string
  errors?: string[] | null
  className?: string
}) {
  const isHydrated = useHydrated()
  const toast = useActionData<ActionData | undefined>()?.toast
  if (!errors?.length) {
    // On a page without hydration the kit-form island fills it (app/islands/kit-form.ts).
    if (isHydrated || !id) return null
    return (
      <Alert
        variant="destructive"
        id={id}
        data-form-errors=""
        className={cn('hidden', className)}
      />
    )
  }
  // Before (or without) React the action's error toast cannot show: its title heads the list.
  const title =
    !isHydrated && toast?.type === 'error' && toast.title !== errors[0] ? toast.title : null
  return (
    <Alert variant="destructive" id={id} data-form-errors="" className={className}>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {errors.map((message) => (
        <AlertDescription key={message}>{message}</AlertDescription>
      ))}
    </Alert>
  )
}

/**
 * An action's refusal where its form is not on the page (its dialog closed, or a form of
 * hidden fields only: a confirmation): every message of the answer, the form's and each
 * field's, above the page's content, so the visitor is told why.
 */
export function ActionRefusal({
  actionData,
  className,
}: {
  actionData?: ActionData
  className?: string
}) {
  const messages = new Set(
    Object.values(actionData?.result?.error ?? {}).flatMap((list) => list ?? []),
  )
  return <FormErrors errors={[...messages]} className={className} />
}

/** A form's or a field's errors; always rendered so aria-describedby finds it. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  return (
    <div id={id} className="text-destructive text-sm font-medium empty:hidden">
      {(errors ?? []).map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  )
}
