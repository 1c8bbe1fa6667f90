import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from 'react-router'
import { HoneypotField } from '~/components/honeypot-field'
import { format, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { Alert, AlertDescription } from '~/ui/alert'
import { Button, buttonVariants } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { fieldErrorId } from '~/ui/field'
import { Label } from '~/ui/label'
import { Spinner } from '~/ui/spinner'
import { Textarea } from '~/ui/textarea'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { InvestmentRequestSchema, MESSAGE_MAX_LENGTH } from '../schema'

export type InvestmentRequestActionData = {
  formError?: string
  result?: SubmissionResult<string[]>
}

/** The in-page dialog's id: the links that open it end in #request-to-invest. */
export const INVESTMENT_REQUEST_DIALOG_ID = 'request-to-invest'

/** SPEC 2 'Request to Invest': a link to this page with ?request=1 (decision 012). */
export function InvestmentRequestLink({ href, className }: { href: string; className?: string }) {
  const t = useT()
  const m = t.investments
  return (
    <UrlDialogLink
      to={`${href}#${INVESTMENT_REQUEST_DIALOG_ID}`}
      className={cn(buttonVariants({ size: 'lg' }), 'w-full', className)}
    >
      {m.detail.requestToInvest}
    </UrlDialogLink>
  )
}

/**
 * SPEC 2 'Request to Invest' dialog, open while the URL says ?request=1: a signed-in user
 * writes a message that is saved as a Pending request; a visitor is asked to log in (and
 * comes back to the open dialog afterwards).
 */
export function InvestmentRequestDialog({
  investmentId,
  investmentTitle,
  isSignedIn,
  isOpen,
  openHref,
  closeTo,
  actionData,
}: {
  investmentId: string
  investmentTitle: string
  isSignedIn: boolean
  isOpen: boolean
  /** This page with the dialog open: where the form posts, and where login returns to. */
  openHref: string
  /** This page with the dialog closed. */
  closeTo: string
  actionData?: InvestmentRequestActionData
}) {
  const t = useT()
  const m = t.investments
  return (
    <UrlDialog
      isOpen={isOpen}
      closeTo={closeTo}
      id={INVESTMENT_REQUEST_DIALOG_ID}
      closeLabel={t.dialog.close}
      title={m.request.title}
      description={
        isSignedIn
          ? format(m.request.description, { title: investmentTitle })
          : m.request.loginRequired
      }
    >
      {isSignedIn ? (
        <RequestForm investmentId={investmentId} action={openHref} actionData={actionData} />
      ) : (
        <DialogFooter>
          <Link
            to={`/register?redirectTo=${encodeURIComponent(openHref)}`}
            className={buttonVariants({ variant: 'outline' })}
          >
            {m.request.register}
          </Link>
          <Link
            to={`/login?redirectTo=${encodeURIComponent(openHref)}`}
            className={buttonVariants()}
          >
            {m.request.login}
          </Link>
        </DialogFooter>
      )}
    </UrlDialog>
  )
}

function RequestForm({
  investmentId,
  action,
  actionData,
}: {
  investmentId: string
  action: string
  actionData?: InvestmentRequestActionData
}) {
  const m = useT().investments
  const navigation = useNavigation()
  const isSubmitting = navigation.state === 'submitting' && navigation.formAction === action
  const [form, fields] = useForm<{ message: string }>({
    id: `investment-request-${investmentId}`,
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InvestmentRequestSchema }),
  })
  const formError = actionData?.formError
  const messageError = fields.message.errors?.[0]

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-4">
      {formError ? (
        <Alert variant="destructive">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      ) : null}
      <HoneypotField />
      <div className="grid gap-2">
        <Label htmlFor={fields.message.id}>{m.request.messageLabel}</Label>
        <Textarea
          {...getTextareaProps(fields.message)}
          aria-describedby={messageError ? fieldErrorId(fields.message.id) : undefined}
          rows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={m.request.messagePlaceholder}
        />
        {messageError ? (
          <p id={fieldErrorId(fields.message.id)} className="text-destructive text-sm">
            {messageError}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <UrlDialogClose>{m.request.cancel}</UrlDialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner /> {m.request.submitting}
            </>
          ) : (
            m.request.submit
          )}
        </Button>
      </DialogFooter>
    </Form>
  )
}
