import type { Permission } from '~/lib/permissions'

/*
 * The four kinds of request that become a conversation (decision 040). Job applicants have a
 * pipeline of their own. Each area is read and answered by the roles holding the permission
 * that opens its requests (decision 035), so no second table of who sees what exists.
 */

export const CONVERSATION_AREAS = ['contact', 'consultancy', 'investment', 'custom'] as const
export type ConversationArea = (typeof CONVERSATION_AREAS)[number]

export const AREA_PERMISSION: Record<ConversationArea, Permission> = {
  contact: 'contacts',
  consultancy: 'consultancy-requests',
  investment: 'requests',
  custom: 'requests',
}

/** Response targets of one area, in working minutes of the business calendar. */
export type ResponseTarget = { firstResponseMinutes: number; followUpMinutes: number }

/** One working day to answer a new request, two to answer the requester's reply. */
export const DEFAULT_RESPONSE_TARGETS: Record<ConversationArea, ResponseTarget> = {
  contact: { firstResponseMinutes: 9 * 60, followUpMinutes: 18 * 60 },
  consultancy: { firstResponseMinutes: 9 * 60, followUpMinutes: 18 * 60 },
  investment: { firstResponseMinutes: 9 * 60, followUpMinutes: 18 * 60 },
  custom: { firstResponseMinutes: 9 * 60, followUpMinutes: 18 * 60 },
}

/** Any one of these opens the conversation screens; each conversation then needs its area's. */
export const CONVERSATION_PERMISSIONS: readonly Permission[] = [
  ...new Set(Object.values(AREA_PERMISSION)),
]

/**
 * Where a conversation's request is seen on its own screen, where the spec's dialogs and
 * decisions stay. Each list is searched by the requester's e-mail, so the request is on its
 * first page however old it is; the contact and consultancy screens open its details too.
 */
export function requestScreenHref(conversation: {
  area: ConversationArea
  requestId: string
  email: string
}): string {
  const q = encodeURIComponent(conversation.email)
  const id = encodeURIComponent(conversation.requestId)
  switch (conversation.area) {
    case 'contact':
      return `/admin/contacts?q=${q}&view=${id}#contact-message`
    case 'consultancy':
      return `/admin/consultancy/requests?q=${q}&view=${id}#consultancy-request`
    case 'investment':
      return `/admin/requests?q=${q}`
    case 'custom':
      return `/admin/requests?tab=custom&q=${q}`
  }
}
