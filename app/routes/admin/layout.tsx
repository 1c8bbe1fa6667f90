import { useEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Menu, X } from 'lucide-react'
import type { Route } from './+types/layout'
import { flashMessageInLayout, useRootData } from '~/root'
import { ADMIN_SIDEBAR_ID, AdminSidebar } from '~/components/admin/admin-sidebar'
import { FlashMessage } from '~/components/flash-message'
import { countUnreadForStaff } from '~/domain/conversations/inbox.server'
import { useT } from '~/i18n'
import { requirePermission } from '~/server/session.server'

// Without JavaScript the flash message (a form's confirmation) is the first thing in <main>.
export const handle = flashMessageInLayout

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requirePermission({ request, context }, 'account')
  return {
    admin: { name: admin.name, email: admin.email, role: admin.role },
    // The sidebar's unread conversations: one count from a small partial index (decision 040).
    unreadConversations: await countUnreadForStaff(admin),
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const m = useT()
  const root = useRootData()
  const [isSidebarOpen, setIsSidebarOpen] = useState(false)
  const { pathname } = useLocation()

  // The small-screen menu closes when the admin moves to another screen.
  useEffect(() => {
    setIsSidebarOpen(false)
  }, [pathname])

  return (
    <div className="bg-muted/40 min-h-screen md:flex">
      {/* The admin area is private: keep it out of search engines even if a link leaks. */}
      <meta name="robots" content="noindex, nofollow" />
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:px-3 focus:py-2"
      >
        {m.nav.skipToContent}
      </a>
      <div className="bg-navy sticky top-0 z-30 flex h-14 items-center justify-between px-4 text-white md:hidden">
        <span className="flex items-center gap-2 font-semibold">
          <img src="/logo.svg" alt="" width={24} height={24} className="rounded bg-white p-0.5" />
          {m.admin.shell.title}
        </span>
        <button
          type="button"
          className="rounded-md p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          aria-expanded={isSidebarOpen}
          aria-controls={ADMIN_SIDEBAR_ID}
          aria-label={isSidebarOpen ? m.admin.shell.closeSidebar : m.admin.shell.openSidebar}
          onClick={() => setIsSidebarOpen((open) => !open)}
        >
          {isSidebarOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
        </button>
      </div>
      <AdminSidebar
        isOpen={isSidebarOpen}
        admin={loaderData.admin}
        unreadConversations={loaderData.unreadConversations}
        onNavigate={() => setIsSidebarOpen(false)}
      />
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        <FlashMessage toast={root?.toast} className="mb-6 px-0 pt-0 sm:px-0 lg:px-0" />
        <Outlet />
      </main>
    </div>
  )
}
