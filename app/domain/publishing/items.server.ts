import type { ContentType } from '#db/schema'
import { messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { Permission } from '~/lib/permissions'
import type { RequestArgs } from '~/server/request-facts.server'
import { requirePermission, type SessionUser } from '~/server/session.server'
import { contentTypeSpec, type ContentTypeSpec } from './content-types.server'
import { isDraftedType } from './types'

/*
 * The shared publishing screens (the draft's page, the revisions) open an item by its type
 * and id from the address. Who may open it is the type's to say (decision 047); an address of
 * no known type is the reviewers' alone, so it tells nobody else whether it exists.
 */

export type ContentItem = { id: string; title: string; wasPublished: boolean }

/** 'read' its revisions, 'write' it, or 'open' its draft's page (its editors and reviewers). */
export type ItemAccess = 'read' | 'write' | 'open'

function neededFor(spec: ContentTypeSpec | null, access: ItemAccess): Permission | Permission[] {
  if (!spec) return 'content:publish'
  if (access === 'open') return [spec.permissions.write, 'content:publish']
  return spec.permissions[access]
}

/** The signed-in staff member and the item, or the answer a refusal or a missing item gets. */
export async function requireContentItem(
  args: RequestArgs,
  params: { type?: string; id: string },
  access: ItemAccess,
): Promise<{ staff: SessionUser; type: ContentType; spec: ContentTypeSpec; item: ContentItem }> {
  // An investment's revisions keep their address without a type in it.
  const type = params.type ?? 'investment'
  const spec = isDraftedType(type) ? contentTypeSpec(type) : null
  const staff = await requirePermission(args, neededFor(spec, access))
  if (!spec) throw new Response('Not Found', { status: 404 })
  const item = await spec.describe(params.id, localeOfRequest(args.request))
  if (!item) throw new Response('Not Found', { status: 404 })
  return { staff, type: spec.contentType, spec, item: { id: params.id, ...item } }
}

/** Every staff preview's answer headers: never kept by the page cache or a browser. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store' } as const

/**
 * The preview banner's words, sent by the loader as text: the admin catalog is not in the
 * public pages' bundle. Without a draft the preview shows the published version, and says so.
 */
export function previewBannerOf(request: Request, isDraft: boolean) {
  const m = messagesOf(request).revisions.preview
  return { text: isDraft ? m.banner : m.bannerPublished, back: m.back }
}
