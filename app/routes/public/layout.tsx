import { Outlet } from 'react-router'
import { useRootData } from '~/root'
import { SiteFooter } from '~/components/site-footer'
import { SiteHeader } from '~/components/site-header'

export default function PublicLayout() {
  const root = useRootData()
  const site = root?.site ?? {
    companyName: 'UAE Invest',
    contactEmail: '',
    contactPhone: '',
    city: '',
  }
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader user={root?.user ?? null} companyName={site.companyName} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter site={site} />
    </div>
  )
}
