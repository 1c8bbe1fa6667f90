import { type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form, useFetcher } from 'react-router'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { useLocalizedPath } from '~/ui/link'
import { DeleteAccountSchema } from '../schema'

/** What an erasure removes and what the company keeps (issue 16), said before the password. */
export function DeleteAccountExplanation() {
  const m = useT().accounts.deleteAccount
  return (
    <div className="text-muted-foreground space-y-2 text-sm">
      <p>{m.erased}</p>
      <p>{m.kept}</p>
    </div>
  )
}

function DeleteAccountFields({
  FormElement,
  action,
  lastResult,
  isPending,
  cancel,
}: {
  FormElement: typeof Form
  action?: string
  lastResult: SubmissionResult<string[]> | undefined
  isPending: boolean
  cancel: ReactNode
}) {
  const m = useT().accounts.deleteAccount
  const [form, fields] = useKitForm({
    id: 'delete-account',
    lastResult,
    schema: DeleteAccountSchema,
    shouldValidate: 'onSubmit',
  })
  return (
    <FormElement method="post" action={action} {...kitFormProps(form)} className="space-y-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.password}
        label={m.password}
        type="password"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap gap-3">
        <StatusButton
          variant="destructive"
          status={isPending ? 'pending' : 'idle'}
          pendingLabel={m.submitting}
        >
          {m.submit}
        </StatusButton>
        {cancel}
      </div>
    </FormElement>
  )
}

/** The confirmation on its own page (/dashboard/delete-account): every browser, no script needed. */
export function DeleteAccountPageForm({
  lastResult,
  cancel,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  cancel: ReactNode
}) {
  return (
    <DeleteAccountFields
      FormElement={Form}
      lastResult={lastResult}
      isPending={useIsPending()}
      cancel={cancel}
    />
  )
}

/**
 * The same confirmation inside the dashboard's dialog: sent with a fetcher to the page's
 * action, so a wrong password comes back into the open dialog; success goes home.
 */
export function DeleteAccountDialogForm({ cancel }: { cancel: ReactNode }) {
  const fetcher = useFetcher<ActionData>()
  const localize = useLocalizedPath()
  useActionToast(fetcher.data?.toast)
  return (
    <DeleteAccountFields
      FormElement={fetcher.Form as typeof Form}
      action={localize('/dashboard/delete-account')}
      lastResult={fetcher.data?.result}
      isPending={fetcher.state !== 'idle'}
      cancel={cancel}
    />
  )
}
