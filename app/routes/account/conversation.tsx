import type { Route } from './+types/conversation'
import { RequesterThread } from '~/domain/conversations/components/requester-thread'
import {
  conversationOfUser,
  getThreadForRequester,
} from '~/domain/conversations/conversations.server'
import { answerAsRequester, requesterHeading } from '~/domain/conversations/requester.server'
import { messagesAt } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { requireUser } from '~/server/session.server'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.conversations.requester.accountMetaTitle, m),
    description: m.conversations.requester.metaDescription,
    noindex: true,
  })
}

/** A signed-in user's own conversation (the account owns the request), from the dashboard. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const conversationId = await conversationOfUser(user.id, params.id)
  const thread = conversationId ? await getThreadForRequester(conversationId) : null
  if (!thread) throw new Response('Not Found', { status: 404 })
  const heading = await requesterHeading(thread, localeOfRequest(request))
  return { thread, ...heading }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireUser(request)
  const conversationId = await conversationOfUser(user.id, params.id)
  if (!conversationId) throw new Response('Not Found', { status: 404 })
  return answerAsRequester({ request, context }, conversationId, user.id)
}

export default function AccountConversationRoute({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast)
  const { thread, company, topic } = loaderData
  return (
    <RequesterThread
      thread={thread}
      company={company}
      topic={topic}
      attachmentHref={(id) => `/dashboard/conversations/${thread.conversation.id}/files/${id}`}
      lastResult={actionData?.result}
    />
  )
}
