import { Form } from 'react-router'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { format, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import type { OwnSession } from '~/domain/accounts/sessions.server'
import { Badge } from '~/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'

type Serialized<T> = { [K in keyof T]: T[K] extends Date ? Date | string : T[K] }

/**
 * Where the person is signed in (issue 12): device, address and last use of each session,
 * a button to end any one of them and one to end all others. Plain forms: no JavaScript needed.
 */
export function SessionsList({ sessions }: { sessions: Serialized<OwnSession>[] }) {
  const m = useT().staff.sessions
  const locale = useIntlLocale()
  const isEndingOthers = useIsPending({ intent: 'end-other-sessions' })
  const hasOthers = sessions.some((row) => !row.isCurrent)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y rounded-md border" aria-label={m.title}>
          {sessions.map((row) => {
            const device = row.device ?? m.unknownDevice
            return (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div className="text-sm">
                  <p className="font-medium">
                    {device}{' '}
                    {row.isCurrent ? <Badge variant="success">{m.thisDevice}</Badge> : null}
                  </p>
                  <p className="text-muted-foreground">
                    {m.address}: {row.ipAddress ?? '—'} · {m.lastSeen}:{' '}
                    <time dateTime={new Date(row.lastSeen).toISOString()}>
                      {formatDateTime(row.lastSeen, locale)}
                    </time>
                  </p>
                </div>
                {row.isCurrent ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="end-session" />
                    <input type="hidden" name="sessionId" value={row.id} />
                    <StatusButton
                      variant="outline"
                      size="sm"
                      status="idle"
                      aria-label={format(m.endLabel, { device })}
                    >
                      {m.end}
                    </StatusButton>
                  </Form>
                )}
              </li>
            )
          })}
        </ul>
        {hasOthers ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <StatusButton variant="outline" status={isEndingOthers ? 'pending' : 'idle'}>
              {m.endOthers}
            </StatusButton>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  )
}
