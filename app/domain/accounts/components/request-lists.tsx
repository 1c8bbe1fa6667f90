import { formatDate, formatDateTime } from '~/lib/format-date'
import { WITHDRAW_DIALOG_ID } from '~/domain/requests/components/withdraw-dialog'
import { buttonVariants } from '~/ui/button'
import { UrlDialogLink } from '~/ui/url-dialog'
import { Link } from '~/ui/link'
import type { CustomRequestRow, InvestmentRequestRow } from '~/domain/requests/requests.server'
import { RequestStatusBadge } from '~/domain/requests/components/status-badge'
import { format, useIntlLocale, useT } from '~/i18n'
import { choiceLabel } from '~/lib/choice-label'
import { langOf } from '~/lib/localized'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] }

function EmptyState({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="border-border rounded-lg border border-dashed px-6 py-12 text-center">
      <p className="text-muted-foreground">{text}</p>
      <Button asChild className="mt-4">
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  )
}

function RejectionReason({ reason }: { reason: string | null }) {
  const m = useT().accounts.dashboard
  if (!reason) return null
  return (
    <div className="border-destructive/30 bg-destructive/5 rounded-md border p-3 text-sm">
      <p className="text-destructive font-medium">{m.rejectionReason}</p>
      <p className="mt-1 whitespace-pre-line">{reason}</p>
    </div>
  )
}

export function InvestmentRequestList({
  requests,
  withdrawHref,
}: {
  requests: Serialized<InvestmentRequestRow>[]
  /** The dashboard with the withdrawal's confirmation open for one request (?withdraw=id). */
  withdrawHref: (id: string) => string
}) {
  const t = useT()
  const m = t.accounts.dashboard
  const locale = useIntlLocale()
  if (requests.length === 0) {
    return (
      <EmptyState text={m.noInvestmentRequests} to="/investments" label={m.browseInvestments} />
    )
  }
  return (
    <ul className="grid gap-4">
      {requests.map((request) => (
        <li key={request.id}>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
              <div className="space-y-2">
                <CardTitle as="h3" className="text-lg">
                  {request.investmentId && request.investmentTitle ? (
                    <Link
                      to={`/investments/${request.investmentId}`}
                      className="hover:text-primary underline-offset-4 hover:underline"
                      {...langOf(request, 'investmentTitle')}
                    >
                      {request.investmentTitle}
                    </Link>
                  ) : (
                    m.unknownInvestment
                  )}
                </CardTitle>
                <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="outline">
                    {request.investmentType
                      ? choiceLabel(t.investments.types, request.investmentType)
                      : m.unknownType}
                  </Badge>
                  <span>
                    {format(m.submittedOn, { date: formatDate(request.createdAt, locale) })}
                  </span>
                </div>
              </div>
              <RequestStatusBadge status={request.status} />
            </CardHeader>
            {request.withdrawableUntil ? (
              <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm">
                <p className="text-muted-foreground">
                  {format(t.nda.withdraw.until, {
                    date: formatDateTime(request.withdrawableUntil, locale),
                  })}
                </p>
                <UrlDialogLink
                  to={`${withdrawHref(request.id)}#${WITHDRAW_DIALOG_ID}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {t.nda.withdraw.button}
                </UrlDialogLink>
              </CardContent>
            ) : null}
            {request.withdrawnAt ? (
              <CardContent className="text-muted-foreground text-sm">
                {format(t.nda.withdraw.withdrawnAt, {
                  date: formatDateTime(request.withdrawnAt, locale),
                })}
              </CardContent>
            ) : null}
            {request.message || request.rejectionReason ? (
              <CardContent className="space-y-3">
                {request.message ? (
                  <div className="text-sm">
                    <p className="font-medium">{m.message}</p>
                    <p className="text-muted-foreground mt-1 whitespace-pre-line">
                      {request.message}
                    </p>
                  </div>
                ) : null}
                <RejectionReason reason={request.rejectionReason} />
              </CardContent>
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function CustomRequestList({ requests }: { requests: Serialized<CustomRequestRow>[] }) {
  const catalog = useT()
  const locale = useIntlLocale()
  const m = catalog.accounts.dashboard
  // The request form's own labels for its choices (SPEC 9 values).
  const { investmentTypes, budgets, timeframes } = catalog.requests
  if (requests.length === 0) {
    return (
      <EmptyState text={m.noCustomRequests} to="/investment-request" label={m.requestInvestment} />
    )
  }
  const label = (labels: Record<string, string>, value: string | null) =>
    value ? (labels[value] ?? value) : m.notSpecified
  return (
    <ul className="grid gap-4">
      {requests.map((request) => (
        <li key={request.id}>
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
              <div className="space-y-1">
                <CardTitle as="h3" className="text-lg">
                  {m.customRequestTitle}
                </CardTitle>
                <p className="text-muted-foreground text-sm">
                  {format(m.submittedOn, { date: formatDate(request.createdAt, locale) })}
                </p>
              </div>
              <RequestStatusBadge status={request.status} />
            </CardHeader>
            <CardContent className="space-y-4">
              <dl className="grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-medium">{m.investmentType}</dt>
                  <dd className="text-muted-foreground">
                    {label(investmentTypes, request.investmentType)}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{m.budget}</dt>
                  <dd className="text-muted-foreground">{label(budgets, request.budget)}</dd>
                </div>
                <div>
                  <dt className="font-medium">{m.timeframe}</dt>
                  <dd className="text-muted-foreground">{label(timeframes, request.timeframe)}</dd>
                </div>
              </dl>
              <div className="text-sm">
                <p className="font-medium">{m.description}</p>
                <p className="text-muted-foreground mt-1 whitespace-pre-line">
                  {request.description}
                </p>
              </div>
              <RejectionReason reason={request.rejectionReason} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}
