import { useNavigation } from 'react-router'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'
import { cn } from '~/lib/class-names'

/** True while a form posts to `path` (and, with an intent, that very form). */
export function useIsSubmitting(path: string, intent?: string): boolean {
  const navigation = useNavigation()
  if (navigation.state !== 'submitting') return false
  const action = navigation.formAction?.split('?')[0]
  if (action !== path) return false
  return intent === undefined || navigation.formData?.get('intent') === intent
}

/** Disabled with a spinner and the busy label while the form is sent (SPEC 4). */
export function SubmitButton({
  isSubmitting,
  label,
  busyLabel,
  className,
  name,
  value,
}: {
  isSubmitting: boolean
  label: string
  busyLabel: string
  className?: string
  name?: string
  value?: string
}) {
  return (
    <Button
      type="submit"
      className={cn('w-full', className)}
      disabled={isSubmitting}
      name={name}
      value={value}
    >
      {isSubmitting ? (
        <>
          <Spinner /> {busyLabel}
        </>
      ) : (
        label
      )}
    </Button>
  )
}
