import { Outlet, useMatches } from 'react-router'
import { flashMessageInLayout, useRootData } from '~/root'
import { FlashMessage } from '~/components/flash-message'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'

// The confirmation of a form sent without JavaScript sits at the top of the main content.
export const handle = flashMessageInLayout

type PreviewedSite = { companyName: string; city: string; inEnglish: readonly string[] }

export default function PublicLayout() {
  const root = useRootData()
  const matches = useMatches()
  const published = root?.site ?? {
    companyName: 'UAE Invest',
    contactEmail: '',
    contactPhone: '',
    city: '',
    inEnglish: [],
  }
  // The site texts' staff preview (decision 047) gives the header and footer its draft's texts.
  const previewed = (matches.at(-1)?.loaderData as { previewSite?: PreviewedSite } | null)
    ?.previewSite
  const site = { ...published, ...previewed }
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={root?.user ?? null} site={site} />
      <main id="main" className="flex-1">
        <FlashMessage toast={root?.toast} />
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </div>
  )
}
