import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useT } from '~/i18n'
import { Field, fieldErrorId, fieldHintId } from '~/ui/field'
import { RequiredMark } from '~/ui/required-label'

/*
 * The kit's file fields (decision 015). The server reads them with the upload rules of
 * handleForm (server/uploads.server.ts) and reports a refused file as this field's error; the
 * form must be sent as multipart/form-data (encType). Both are plain file inputs, so they work
 * without JavaScript; with it, the image field previews the chosen image and refuses a file
 * that is not an image at once.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>

const fileInputClassName =
  'file:bg-secondary border-input block w-full rounded-md border text-sm file:me-3 file:rounded-s-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-hidden'

function describedBy(field: AnyField, hint: ReactNode): string {
  return [fieldErrorId(field.id), hint ? fieldHintId(field.id) : undefined]
    .filter(Boolean)
    .join(' ')
}

/** A document (a CV): the kinds in `accept`, checked again by content on the server. */
export function FileField({
  field,
  label,
  hint,
  accept,
  isRequired,
  className,
}: {
  field: AnyField
  label: ReactNode
  hint?: ReactNode
  accept: string
  isRequired?: boolean
  className?: string
}) {
  const { key, ...props } = getInputProps(field, { type: 'file' })
  return (
    <Field
      label={
        <>
          {label}
          {isRequired ? <RequiredMark /> : null}
        </>
      }
      name={field.name}
      id={field.id}
      error={field.errors}
      hint={hint}
      className={className}
    >
      <input
        key={key}
        {...props}
        accept={accept}
        aria-describedby={describedBy(field, hint)}
        className={fileInputClassName}
      />
    </Field>
  )
}

/**
 * An image for an admin form (SPEC 5): shows the current image, previews a new one, says
 * 'Invalid file format' at once for a file that is not an image, and offers removal
 * (`<name>Remove`) when there is a current image.
 */
export function ImageField({
  field,
  label,
  currentUrl,
  hint,
  className,
}: {
  field: AnyField
  label: ReactNode
  currentUrl?: string | null
  hint?: ReactNode
  className?: string
}) {
  const m = useT().upload
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  const [isRemoved, setIsRemoved] = useState(false)
  const [ownError, setOwnError] = useState<string | null>(null)
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])
  const shownUrl = previewUrl ?? (isRemoved ? null : currentUrl)
  const errors = ownError ? [ownError] : field.errors
  const { key, ...props } = getInputProps(field, { type: 'file' })
  return (
    <Field
      label={label}
      name={field.name}
      id={field.id}
      error={errors}
      hint={hint}
      className={className}
    >
      {shownUrl ? (
        <img
          src={shownUrl}
          alt=""
          className="border-border h-32 w-48 rounded-md border object-cover"
        />
      ) : null}
      <input
        key={key}
        {...props}
        accept="image/*"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(field, hint)}
        className={fileInputClassName}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          if (file && !file.type.startsWith('image/')) {
            setOwnError(m.invalidImage)
            setPreviewUrl(null)
            return
          }
          setOwnError(null)
          setPreviewUrl(file ? URL.createObjectURL(file) : null)
        }}
      />
      {currentUrl ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={`${field.name}Remove`}
            checked={isRemoved}
            onChange={(event) => setIsRemoved(event.currentTarget.checked)}
          />
          {m.removeImage}
        </label>
      ) : null}
    </Field>
  )
}
