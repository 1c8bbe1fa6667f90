import { Outlet } from 'react-router'
import { flashMessageInLayout, useRootData } from '~/root'
import { FlashMessage } from '~/components/flash-message'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'

// The confirmation of a form sent without JavaScript sits at the top of the main content.
export const handle = flashMessageInLayout

export default function PublicLayout() {
  const root = useRootData()
  const site = root?.site ?? {
    companyName: 'UAE Invest',
    contactEmail: '',
    contactPhone: '',
    city: '',
    inEnglish: [],
  }
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
