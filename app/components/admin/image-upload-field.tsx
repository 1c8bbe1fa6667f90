import { useEffect, useState } from 'react'
import { Label } from '~/ui/label'

/**
 * An image picker for admin forms: shows the current image, previews a new one,
 * and offers removal. The form must use encType="multipart/form-data";
 * the action reads it with readImageField(formData, name, folder).
 * SPEC 5: only images; the server answers 'Invalid file format' otherwise.
 */
export function ImageUploadField({
  name,
  label,
  currentUrl,
  error,
}: {
  name: string
  label: string
  currentUrl?: string | null
  error?: string
}) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null)
  const [isRemoved, setIsRemoved] = useState(false)
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl])
  const shownUrl = previewUrl ?? (isRemoved ? null : currentUrl)
  const inputId = `${name}-input`
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>{label}</Label>
      {shownUrl ? (
        <img
          src={shownUrl}
          alt=""
          className="border-border h-32 w-48 rounded-md border object-cover"
        />
      ) : null}
      <input
        id={inputId}
        name={name}
        type="file"
        accept="image/*"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className="file:bg-secondary block w-full text-sm file:me-3 file:rounded-md file:border-0 file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          setPreviewUrl(file ? URL.createObjectURL(file) : null)
        }}
      />
      {currentUrl ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={`${name}Remove`}
            checked={isRemoved}
            onChange={(event) => setIsRemoved(event.currentTarget.checked)}
          />
          Remove image
        </label>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </div>
  )
}
