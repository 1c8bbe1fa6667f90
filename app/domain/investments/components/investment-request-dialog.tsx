import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { Link } from '~/ui/link'
import { CheckboxField, FormErrors, TextareaField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import { format, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { cn } from '~/lib/class-names'
import { langOf } from '~/lib/localized'
import { useActionToast } from '~/lib/use-action-toast'
import { buttonVariants } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { InvestmentRequestSchema } from '../schema'

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
  riskWarning,
  isOpen,
  openHref,
  closeTo,
  actionData,
}: {
  investmentId: string
  investmentTitle: string
  isSignedIn: boolean
  /** Decision 043: the investment's risk warning (or the general one), to acknowledge. */
  riskWarning: RiskWarningText
  isOpen: boolean
  /** This page with the dialog open: where the form posts, and where login returns to. */
  openHref: string
  /** This page with the dialog closed. */
  closeTo: string
  actionData?: ActionData
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
        <RequestForm
          investmentId={investmentId}
          riskWarning={riskWarning}
          action={openHref}
          actionData={actionData}
        />
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

/** The warning as the page shows it (investments.server.ts `getRiskWarning`). */
export type RiskWarningText = { text: string; inEnglish: 'text'[] }

function RequestForm({
  investmentId,
  riskWarning,
  action,
  actionData,
}: {
  investmentId: string
  riskWarning: RiskWarningText
  action: string
  actionData?: ActionData
}) {
  const t = useT()
  const m = t.investments
  const risk = t.nda.risk
  const isSubmitting = useIsPending({ formAction: action })
  const [form, fields] = useKitForm({
    id: `investment-request-${investmentId}`,
    lastResult: actionData?.result,
    schema: InvestmentRequestSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <Form method="post" action={action} {...kitFormProps(form)} className="grid gap-4">
      <FormErrors id={form.errorId} errors={form.errors} />
      <HoneypotField />
      <TextareaField
        field={fields.message}
        label={m.request.messageLabel}
        rows={5}
        placeholder={m.request.messagePlaceholder}
      />
      <section
        aria-labelledby={`${form.id}-risk`}
        className="border-warning bg-warning/10 rounded-md border p-3 text-sm"
      >
        <h3 id={`${form.id}-risk`} className="font-semibold">
          {risk.heading}
        </h3>
        <p
          className="mt-1 max-h-40 overflow-y-auto leading-relaxed whitespace-pre-line"
          {...langOf(riskWarning, 'text')}
        >
          {riskWarning.text}
        </p>
      </section>
      <CheckboxField field={fields.acknowledgeRisk} label={risk.acknowledge} isRequired />
      <PrivacyNotice form="investmentRequest" />
      <DialogFooter>
        <UrlDialogClose disabled={isSubmitting}>{m.request.cancel}</UrlDialogClose>
        <StatusButton
          status={isSubmitting ? 'pending' : 'idle'}
          pendingLabel={m.request.submitting}
        >
          {m.request.submit}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}
