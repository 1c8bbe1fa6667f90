import type { ReactNode } from 'react'
import type { InvestmentRequestStatus } from '#db/schema'
import { AdminTable } from '~/components/admin/admin-table'
import { format, useIntlLocale, useT } from '~/i18n'
import { choiceLabel } from '~/lib/choice-label'
import { formatDate, formatDateTime } from '~/lib/format-date'
import { TableCell, TableRow } from '~/ui/table'
import type { AdminCustomRequestRow, AdminInvestmentRequestRow } from '../requests.server'
import { BUDGET_RANGES, CUSTOM_INVESTMENT_TYPES, TIMEFRAMES } from '../schema'
import { DecisionButtons, type DecisionIntent } from './decision-buttons'
import { ConversationLink } from '~/domain/conversations/components/conversation-link'
import { RequestStatusBadge } from './status-badge'

/** The address of a decision's dialog for one request. */
type DecisionHref = (intent: DecisionIntent, id: string) => string

function Person({ name, email, extra }: { name: string; email: string; extra?: ReactNode }) {
  return (
    <div className="min-w-40">
      <p className="font-medium">{name}</p>
      <p className="text-muted-foreground text-xs break-all">{email}</p>
      {extra}
    </div>
  )
}

/** The cells both lists end with: the date, the status (with a rejection's reason), the decisions. */
function TrailingCells({
  row,
  requesterName,
  decisionHref,
  area,
}: {
  row: {
    id: string
    createdAt: Date
    status: InvestmentRequestStatus
    rejectionReason: string | null
  }
  requesterName: string
  decisionHref: DecisionHref
  area: 'investment' | 'custom'
}) {
  const m = useT().requests.admin
  const intlLocale = useIntlLocale()
  return (
    <>
      <TableCell className="whitespace-nowrap">{formatDate(row.createdAt, intlLocale)}</TableCell>
      <TableCell>
        <div className="grid max-w-56 gap-1">
          <RequestStatusBadge status={row.status} />
          {row.status === 'Rejected' && row.rejectionReason ? (
            <p className="text-muted-foreground text-xs">
              <span className="font-medium">{m.reasonLabel}:</span> {row.rejectionReason}
            </p>
          ) : null}
        </div>
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-2">
          <ConversationLink area={area} requestId={row.id} name={requesterName} />
          <DecisionButtons
            requesterName={requesterName}
            status={row.status}
            hrefOf={(intent) => decisionHref(intent, row.id)}
          />
        </div>
      </TableCell>
    </>
  )
}

/** Decision 043: when the requester acknowledged the risk warning, and the text they saw. */
function RiskAcknowledgement({ row }: { row: AdminInvestmentRequestRow }) {
  const t = useT()
  const m = t.nda
  const intlLocale = useIntlLocale()
  return (
    <div className="text-muted-foreground mt-2 text-xs">
      {row.riskAcknowledgedAt ? (
        <details>
          <summary className="cursor-pointer">
            {format(m.risk.acknowledgedAt, {
              date: formatDateTime(row.riskAcknowledgedAt, intlLocale),
            })}
          </summary>
          <p className="mt-1 whitespace-pre-line">
            <span className="font-medium">{m.risk.shown}:</span> {row.riskWarningShown}
          </p>
        </details>
      ) : (
        <p>{m.risk.notAcknowledged}</p>
      )}
      {row.withdrawnAt ? (
        <p>
          {format(m.withdraw.withdrawnAt, { date: formatDateTime(row.withdrawnAt, intlLocale) })}
        </p>
      ) : null}
    </div>
  )
}

/** The column heads of TrailingCells. */
function useTrailingColumns() {
  const m = useT().requests.admin
  return [
    { label: m.colDate },
    { label: m.colStatus },
    { label: m.colActions, className: 'text-end' },
  ]
}

export function InvestmentRequestsTable({
  rows,
  decisionHref,
}: {
  rows: AdminInvestmentRequestRow[]
  decisionHref: DecisionHref
}) {
  const t = useT()
  const m = t.requests.admin
  const trailing = useTrailingColumns()
  return (
    <AdminTable
      isFramed={false}
      columns={[
        { label: m.colUser },
        { label: m.colInvestment },
        { label: m.colMessage },
        ...trailing,
      ]}
      isEmpty={rows.length === 0}
      empty={m.empty}
    >
      {rows.map((row) => {
        const name = row.userName ?? m.unknownUser
        return (
          <TableRow key={row.id} data-request-id={row.id}>
            <TableCell>
              <Person name={name} email={row.userEmail ?? m.unknownEmail} />
            </TableCell>
            <TableCell className="min-w-44">
              <p className="font-medium">{row.investmentTitle ?? m.unknownInvestment}</p>
              <p className="text-muted-foreground text-xs">
                {row.investmentType
                  ? choiceLabel(t.investments.types, row.investmentType)
                  : m.unknownType}
              </p>
            </TableCell>
            <TableCell className="max-w-xs min-w-56">
              <p className="line-clamp-3 whitespace-pre-line" title={row.message || undefined}>
                {row.message || <span className="text-muted-foreground">{m.noMessage}</span>}
              </p>
              <RiskAcknowledgement row={row} />
            </TableCell>
            <TrailingCells
              row={row}
              requesterName={name}
              decisionHref={decisionHref}
              area="investment"
            />
          </TableRow>
        )
      })}
    </AdminTable>
  )
}

function labelOf<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
  value: string | null,
): string | null {
  if (value === null) return null
  return (values as readonly string[]).includes(value) ? labels[value as Value] : value
}

export function CustomRequestsTable({
  rows,
  decisionHref,
}: {
  rows: AdminCustomRequestRow[]
  decisionHref: DecisionHref
}) {
  const t = useT().requests
  const m = t.admin
  const trailing = useTrailingColumns()
  return (
    <AdminTable
      isFramed={false}
      columns={[
        { label: m.colRequester },
        { label: m.colDetails },
        { label: m.colDescription },
        ...trailing,
      ]}
      isEmpty={rows.length === 0}
      empty={m.empty}
    >
      {rows.map((row) => {
        const details = [
          [m.typeLabel, labelOf(CUSTOM_INVESTMENT_TYPES, t.investmentTypes, row.investmentType)],
          [m.budgetLabel, labelOf(BUDGET_RANGES, t.budgets, row.budget)],
          [m.timeframeLabel, labelOf(TIMEFRAMES, t.timeframes, row.timeframe)],
        ] as const
        return (
          <TableRow key={row.id} data-request-id={row.id}>
            <TableCell>
              <Person
                name={row.name || m.unknownUser}
                email={row.email || m.unknownEmail}
                extra={
                  row.phone ? (
                    <p className="text-muted-foreground text-xs">
                      <span dir="ltr">{row.phone}</span>
                    </p>
                  ) : null
                }
              />
            </TableCell>
            <TableCell>
              <dl className="grid min-w-48 grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
                {details.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted-foreground">{label}</dt>
                    <dd className="whitespace-nowrap">{value ?? m.notSpecified}</dd>
                  </div>
                ))}
              </dl>
            </TableCell>
            <TableCell className="max-w-xs min-w-56">
              <p className="line-clamp-3 whitespace-pre-line" title={row.description}>
                {row.description}
              </p>
            </TableCell>
            <TrailingCells
              row={row}
              requesterName={row.name || m.unknownUser}
              decisionHref={decisionHref}
              area="custom"
            />
          </TableRow>
        )
      })}
    </AdminTable>
  )
}
