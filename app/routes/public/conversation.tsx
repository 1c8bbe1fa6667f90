import type { Route } from './+types/conversation'
import { RequesterThread } from '~/domain/conversations/components/requester-thread'
import {
  conversationOfLink,
  getThreadForRequester,
} from '~/domain/conversations/conversations.server'
import { answerAsRequester, requesterHeading } from '~/domain/conversations/requester.server'
import { messagesAt, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { withoutHydration } from '~/root'
import { Link } from '~/ui/link'

// A plain page and a plain form: nothing here needs JavaScript (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.conversations.requester.metaTitle, m),
    description: m.conversations.requester.metaDescription,
    noindex: true,
  })
}

/**
 * The requester's conversation, opened by the link in a reply (decision 040): the token opens
 * this conversation and nothing else; an unknown or withdrawn link is a 404 that says so.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const conversationId = await conversationOfLink(params.token)
  const thread = conversationId ? await getThreadForRequester(conversationId) : null
  if (!thread) return { kind: 'invalid' as const }
  const heading = await requesterHeading(thread, localeOfRequest(request))
  return { kind: 'ok' as const, thread, token: params.token, ...heading }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const conversationId = await conversationOfLink(params.token)
  if (!conversationId) throw new Response('Not Found', { status: 404 })
  return answerAsRequester({ request, context }, conversationId, null)
}

export default function ConversationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.conversations.requester
  useActionToast(actionData?.toast)
  if (loaderData.kind === 'invalid') {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{m.invalidLink}</h1>
        <p className="text-muted-foreground">{m.invalidLinkHint}</p>
        <Link to="/contact" className="text-primary hover:underline">
          {t.nav.contact}
        </Link>
      </div>
    )
  }
  const { thread, token, company, topic } = loaderData
  return (
    <RequesterThread
      thread={thread}
      company={company}
      topic={topic}
      attachmentHref={(id) => `/conversation/${token}/files/${id}`}
      lastResult={actionData?.result}
    />
  )
}
