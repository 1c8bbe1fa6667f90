import { MessageSquare } from 'lucide-react'
import type { UserConversation } from '../conversations.server'
import { useIntlLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { formatDateTime } from '~/lib/format-date'
import { Badge } from '~/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'

/** The dashboard's list of the account's conversations, latest activity first, unread marked. */
export function ConversationList({ conversations }: { conversations: UserConversation[] }) {
  const t = useT()
  const m = t.conversations
  const intlLocale = useIntlLocale()
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.requester.dashboardTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {conversations.length === 0 ? (
          <p className="text-muted-foreground">{m.requester.dashboardEmpty}</p>
        ) : (
          <ul className="divide-y">
            {conversations.map((conversation) => {
              const topic =
                conversation.area === 'custom' && conversation.topic in t.requests.investmentTypes
                  ? t.requests.investmentTypes[
                      conversation.topic as keyof typeof t.requests.investmentTypes
                    ]
                  : conversation.topic
              return (
                <li
                  key={conversation.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                  data-unread={conversation.unread ? 'true' : undefined}
                >
                  <div className="min-w-0">
                    <p
                      className={cn(
                        'flex items-center gap-2',
                        conversation.unread && 'font-semibold',
                      )}
                    >
                      <MessageSquare aria-hidden className="text-primary size-4 shrink-0" />
                      {m.areas[conversation.area]}
                      {topic ? <span className="truncate">· {topic}</span> : null}
                      {conversation.unread ? (
                        <Badge variant="info">{m.requester.newReply}</Badge>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-sm">
                      {m.states[conversation.state]} ·{' '}
                      <time dateTime={new Date(conversation.lastEventAt).toISOString()}>
                        {formatDateTime(conversation.lastEventAt, intlLocale)}
                      </time>
                    </p>
                  </div>
                  <Link
                    to={`/dashboard/conversations/${conversation.id}`}
                    className="text-primary text-sm font-medium hover:underline"
                    aria-label={`${m.requester.openConversation}: ${m.areas[conversation.area]}${topic ? ` · ${topic}` : ''}`}
                  >
                    {m.requester.openConversation}
                  </Link>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
