import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Link, NavLink } from '~/ui/link'
import { ChevronDown, Menu, UserCircle, X } from 'lucide-react'
import { useT } from '~/i18n'
import { departmentName, serviceDepartments } from '~/lib/departments'
import { langOf } from '~/lib/localized'
import { cn } from '~/lib/class-names'
import { setUpHeaderMenus } from '~/islands/header-menus'
import { island } from '~/islands/names'
import { useIsland } from '~/lib/use-island'
import { LanguageSwitch } from '~/components/language-switch'
import { LogoutButton } from '~/components/logout-button'
import { Button } from '~/ui/button'

type HeaderUser = { name: string; isAdmin: boolean } | null

type MenuLink = { to: string; label: string }

/*
 * Every menu of the header is a <details> disclosure (ARCHITECTURE 8): it opens and
 * closes without JavaScript, its <summary> is a button that reports expanded/collapsed,
 * and its links are ordinary links in the tab order (the disclosure pattern the WAI-ARIA
 * practices recommend for site navigation). JavaScript only adds the niceties: Escape
 * and a click elsewhere close it (the header-menus island, ~/islands/header-menus, on
 * every page), and it closes after a client-side navigation.
 */
const summaryClassName =
  'flex cursor-pointer list-none items-center rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden'

function NavDisclosure({ label, items }: { label: string; items: MenuLink[][] }) {
  return (
    // One shared name: opening a menu closes the other (exclusive <details>, no script).
    <details name="header-nav" data-header-menu className="group relative">
      <summary
        className={cn(
          summaryClassName,
          'text-foreground hover:bg-muted gap-1 px-3 py-2 text-sm font-medium',
        )}
      >
        {label}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <div className="bg-popover text-popover-foreground absolute start-0 top-full z-50 mt-1 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto rounded-md border p-1 shadow-md">
        {items.map((group, index) => (
          <ul key={group[0]?.to ?? index} className={cn(index > 0 && 'mt-1 border-t pt-1')}>
            {group.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent focus-visible:ring-ring block rounded-sm px-2 py-1.5 text-sm focus-visible:ring-2 focus-visible:outline-none"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        ))}
      </div>
    </details>
  )
}

/** Escape, a click elsewhere and a navigation close the header's open menus. */
function useHeaderMenus() {
  const headerRef = useRef<HTMLElement>(null)
  const { key } = useLocation()
  const lastKey = useRef(key)

  useEffect(() => {
    if (lastKey.current === key) return
    lastKey.current = key
    headerRef.current?.querySelectorAll('details[open]').forEach((menu) => {
      ;(menu as HTMLDetailsElement).open = false
    })
  }, [key])

  useIsland(headerRef, setUpHeaderMenus)

  return headerRef
}

/** The company name from the settings, in the page's language (`inEnglish` when it is not). */
type HeaderSite = { companyName: string; inEnglish: readonly string[] }

export function SiteHeader({ user, site }: { user: HeaderUser; site: HeaderSite }) {
  const m = useT()
  const headerRef = useHeaderMenus()
  const accountPath = user?.isAdmin ? '/admin' : '/dashboard'

  const servicesMenu: MenuLink[][] = [
    [{ to: '/services', label: m.nav.allServices }],
    serviceDepartments.map((d) => ({
      to: `/services/${d.slug}`,
      label: departmentName(m, d.slug),
    })),
  ]
  const investmentMenu: MenuLink[][] = [
    [
      { to: '/investments', label: m.nav.investments },
      { to: '/investment-request', label: m.nav.requestInvestment },
    ],
  ]
  const companyMenu: MenuLink[] = [
    { to: '/careers', label: m.nav.careers },
    { to: '/contact', label: m.nav.contact },
    { to: '/about', label: m.nav.about },
    { to: '/team', label: m.nav.team },
  ]

  return (
    <header
      ref={headerRef}
      {...island('header-menus')}
      className="border-border bg-background/95 sticky top-0 z-40 border-b backdrop-blur"
    >
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:px-3 focus:py-2"
      >
        {m.nav.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-primary flex items-center gap-2 font-bold">
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="text-lg" {...langOf(site, 'companyName')}>
            {site.companyName}
          </span>
        </Link>

        <nav aria-label={m.nav.mainLabel} className="hidden items-center gap-1 md:flex">
          <NavDisclosure label={m.nav.services} items={servicesMenu} />
          <NavDisclosure label={m.nav.investment} items={investmentMenu} />
          <NavLink
            to="/consultancy"
            className={({ isActive }) =>
              cn(
                'hover:bg-muted rounded-md px-3 py-2 text-sm font-medium',
                isActive && 'text-primary',
              )
            }
          >
            {m.nav.consultancy}
          </NavLink>
          <NavDisclosure label={m.nav.company} items={[companyMenu]} />
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          {user ? (
            <>
              <Link
                to={accountPath}
                className="text-primary hover:bg-muted focus-visible:ring-ring inline-flex items-center gap-2 rounded-full p-1 focus-visible:ring-2 focus-visible:outline-none"
                aria-label={user.isAdmin ? m.nav.adminArea : m.nav.profile}
                title={user.name}
              >
                <UserCircle className="size-8" aria-hidden />
              </Link>
              <LogoutButton variant="ghost" size="sm" />
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to="/login">{m.nav.login}</Link>
              </Button>
              <Button asChild>
                <Link to="/register">{m.nav.register}</Link>
              </Button>
            </>
          )}
        </div>

        {/* Not positioned itself: the open menu spans the (sticky, so positioned) header. */}
        <details data-header-menu className="group md:hidden">
          <summary className={cn(summaryClassName, 'hover:bg-muted p-2')}>
            {/* The name follows the state with CSS alone: text under display:none is not read. */}
            <span className="sr-only group-open:hidden">{m.nav.openMenu}</span>
            <span className="sr-only hidden group-open:inline">{m.nav.closeMenu}</span>
            <Menu className="size-6 group-open:hidden" aria-hidden />
            <X className="hidden size-6 group-open:block" aria-hidden />
          </summary>
          <nav
            id="mobile-menu"
            aria-label={m.nav.mainLabel}
            className="border-border bg-background absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b px-4 pb-4 shadow-md"
          >
            <ul className="flex flex-col gap-1 pt-2">
              <li>
                <MobileGroup label={m.nav.services}>
                  <MobileLink to="/services" label={m.nav.allServices} />
                  <MobileLink to="/services/consultancy" label={m.nav.consultancyServices} />
                </MobileGroup>
              </li>
              <MobileLink to="/investments" label={m.nav.investments} />
              <MobileLink to="/investment-request" label={m.nav.requestInvestment} />
              <MobileLink to="/consultancy" label={m.nav.consultancy} />
              <li>
                <MobileGroup label={m.nav.company}>
                  {companyMenu.map((item) => (
                    <MobileLink key={item.to} to={item.to} label={item.label} />
                  ))}
                </MobileGroup>
              </li>
              {user ? (
                <>
                  <MobileLink to={accountPath} label={m.nav.dashboard} />
                  <li>
                    <LogoutButton
                      variant="ghost"
                      className="w-full justify-start px-3 text-base font-medium"
                    />
                  </li>
                </>
              ) : (
                <>
                  <MobileLink to="/login" label={m.nav.login} />
                  <MobileLink to="/register" label={m.nav.register} />
                </>
              )}
              <li>
                <LanguageSwitch className="block px-3 text-base" />
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  )
}

function MobileGroup({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <details className="group/item">
      <summary
        className={cn(
          summaryClassName,
          'hover:bg-muted w-full justify-between px-3 py-2 font-medium',
        )}
      >
        {label}
        <ChevronDown
          className="size-4 transition-transform group-open/item:rotate-180"
          aria-hidden
        />
      </summary>
      <ul className="ms-4 flex flex-col">{children}</ul>
    </details>
  )
}

function MobileLink({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link to={to} className="hover:bg-muted block rounded-md px-3 py-2 font-medium">
        {label}
      </Link>
    </li>
  )
}
