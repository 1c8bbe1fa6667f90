import type { Route } from './+types/site-preview'
import { HomePage } from '~/domain/home/components/home-page'
import { loadHomePage } from '~/domain/home/home.server'
import { PreviewBanner } from '~/domain/publishing/components/preview-banner'
import { PREVIEW_HEADERS, previewBannerOf } from '~/domain/publishing/items.server'
import { SITE_TEXTS_ID } from '~/domain/settings/schema'
import { getSiteSettingsPreviewIn } from '~/domain/settings/site-texts.server'
import { format, messagesAt, messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { pageMeta, pageTitle } from '~/lib/seo'
import { requirePermission } from '~/server/session.server'
import { withoutHydration } from '~/root'

/*
 * The site texts' draft as the public site will show it (decision 047): the home page, its
 * hero and the company's name, tagline and address in the header and footer, in the language
 * of the address. One page shows them all, so the preview has an address of its own rather
 * than a parameter of the home page, which the page cache keeps for every visitor. Staff who
 * edit the settings only, never cached, kept out of search results; without a draft it shows
 * the published texts.
 */

export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(format(m.revisions.preview.metaTitle, { title: loaderData?.title ?? '' }), m),
    description: m.home.metaDescription,
    noindex: true,
  })
}

export function headers() {
  return PREVIEW_HEADERS
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'settings')
  const { settings, isDraft } = await getSiteSettingsPreviewIn(localeOfRequest(request))
  const page = await loadHomePage(request, Promise.resolve(settings))
  return {
    page,
    title: messagesOf(request).revisions.queue.types['site-texts'],
    // The public layout shows these in the header and footer instead of the published ones.
    previewSite: {
      companyName: settings.companyName,
      tagline: settings.tagline,
      city: settings.city,
      address: settings.address,
      inEnglish: settings.inEnglish,
    },
    banner: previewBannerOf(request, isDraft),
  }
}

export default function SitePreviewRoute({ loaderData }: Route.ComponentProps) {
  const { page, banner } = loaderData
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <PreviewBanner
          text={banner.text}
          back={banner.back}
          draftPath={`/admin/publishing/site-texts/${SITE_TEXTS_ID}`}
        />
      </div>
      <HomePage data={page} />
    </>
  )
}
