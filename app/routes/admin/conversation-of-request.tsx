import type { Route } from './+types/conversation-of-request'
import {
  AREA_PERMISSION,
  CONVERSATION_AREAS,
  CONVERSATION_PERMISSIONS,
} from '~/domain/conversations/areas'
import { conversationOfRequest } from '~/domain/conversations/conversations.server'
import { can } from '~/lib/permissions'
import { redirectTo } from '~/server/redirect.server'
import { requirePermission } from '~/server/session.server'

/**
 * From a request's own screen to its conversation: /admin/conversations/request/contact/<id>
 * answers with a redirect to the conversation, for a role that opens the request's area.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reader = await requirePermission({ request, context }, CONVERSATION_PERMISSIONS)
  const area = CONVERSATION_AREAS.find((name) => name === params.area)
  if (!area) throw new Response('Not Found', { status: 404 })
  if (!can(reader.role, AREA_PERMISSION[area])) throw new Response('Forbidden', { status: 403 })
  const id = await conversationOfRequest(area, params.requestId)
  if (!id) throw new Response('Not Found', { status: 404 })
  return redirectTo(request, `/admin/conversations/${id}`)
}

/**
 * Never shown: the loader always redirects or refuses. Being a screen of the admin layout
 * (not a resource route), a refusal is the layout's "Access denied" page like any screen's.
 */
export default function ConversationOfRequestRoute() {
  return null
}
