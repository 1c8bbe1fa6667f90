import { useState } from 'react'
import { Link, NavLink } from 'react-router'
import { ChevronDown, Menu, UserCircle, X } from 'lucide-react'
import { useT } from '~/i18n'
import { serviceDepartments } from '~/lib/departments'
import { cn } from '~/lib/class-names'
import { LogoutButton } from '~/components/logout-button'
import { Button } from '~/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/ui/dropdown-menu'

type HeaderUser = { name: string; isAdmin: boolean } | null

type MenuLink = { to: string; label: string }

function NavDropdown({ label, items }: { label: string; items: MenuLink[][] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="text-foreground hover:bg-muted focus-visible:ring-ring inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none">
        {label}
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-56">
        {items.map((group, index) => (
          <div key={group[0]?.to ?? index}>
            {index > 0 ? <DropdownMenuSeparator /> : null}
            {group.map((item) => (
              <DropdownMenuItem key={item.to} asChild>
                <Link to={item.to}>{item.label}</Link>
              </DropdownMenuItem>
            ))}
          </div>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export function SiteHeader({ user, companyName }: { user: HeaderUser; companyName: string }) {
  const m = useT()
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [openGroup, setOpenGroup] = useState<'services' | 'company' | null>(null)
  const accountPath = user?.isAdmin ? '/admin' : '/dashboard'

  const servicesMenu: MenuLink[][] = [
    [{ to: '/services', label: m.nav.allServices }],
    serviceDepartments.map((d) => ({ to: `/services/${d.slug}`, label: d.name })),
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
  const closeMenu = () => setIsMenuOpen(false)

  return (
    <header className="border-border bg-background/95 sticky top-0 z-40 border-b backdrop-blur">
      <a
        href="#main"
        className="focus:bg-background sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:px-3 focus:py-2"
      >
        {m.nav.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to="/"
          className="text-primary flex items-center gap-2 font-bold"
          aria-label={m.brand.logoAlt}
        >
          <img src="/logo.svg" alt="" width={32} height={32} />
          <span className="text-lg">{companyName}</span>
        </Link>

        <nav aria-label={m.nav.mainLabel} className="hidden items-center gap-1 md:flex">
          <NavDropdown label={m.nav.services} items={servicesMenu} />
          <NavDropdown label={m.nav.investment} items={investmentMenu} />
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
          <NavDropdown label={m.nav.company} items={[companyMenu]} />
        </nav>

        <div className="hidden items-center gap-2 md:flex">
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

        <button
          type="button"
          className="hover:bg-muted rounded-md p-2 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? m.nav.closeMenu : m.nav.openMenu}
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? (
            <X className="size-6" aria-hidden />
          ) : (
            <Menu className="size-6" aria-hidden />
          )}
        </button>
      </div>

      {isMenuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={m.nav.mainLabel}
          className="border-border border-t px-4 pb-4 md:hidden"
        >
          <ul className="flex flex-col gap-1 pt-2">
            <li>
              <MobileGroupToggle
                label={m.nav.services}
                isOpen={openGroup === 'services'}
                onToggle={() => setOpenGroup(openGroup === 'services' ? null : 'services')}
              />
              {openGroup === 'services' ? (
                <ul className="ms-4 flex flex-col">
                  <MobileLink to="/services" label={m.nav.allServices} onNavigate={closeMenu} />
                  <MobileLink
                    to="/services/consultancy"
                    label={m.nav.consultancyServices}
                    onNavigate={closeMenu}
                  />
                </ul>
              ) : null}
            </li>
            <MobileLink to="/investments" label={m.nav.investments} onNavigate={closeMenu} />
            <MobileLink to="/consultancy" label={m.nav.consultancy} onNavigate={closeMenu} />
            <li>
              <MobileGroupToggle
                label={m.nav.company}
                isOpen={openGroup === 'company'}
                onToggle={() => setOpenGroup(openGroup === 'company' ? null : 'company')}
              />
              {openGroup === 'company' ? (
                <ul className="ms-4 flex flex-col">
                  {companyMenu.map((item) => (
                    <MobileLink
                      key={item.to}
                      to={item.to}
                      label={item.label}
                      onNavigate={closeMenu}
                    />
                  ))}
                </ul>
              ) : null}
            </li>
            {user ? (
              <>
                <MobileLink to={accountPath} label={m.nav.dashboard} onNavigate={closeMenu} />
                <li>
                  <LogoutButton
                    variant="ghost"
                    className="w-full justify-start px-3 text-base font-medium"
                  />
                </li>
              </>
            ) : (
              <>
                <MobileLink to="/login" label={m.nav.login} onNavigate={closeMenu} />
                <MobileLink to="/register" label={m.nav.register} onNavigate={closeMenu} />
              </>
            )}
          </ul>
        </nav>
      ) : null}
    </header>
  )
}

function MobileGroupToggle({
  label,
  isOpen,
  onToggle,
}: {
  label: string
  isOpen: boolean
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      className="hover:bg-muted flex w-full items-center justify-between rounded-md px-3 py-2 text-start font-medium"
      aria-expanded={isOpen}
      onClick={onToggle}
    >
      {label}
      <ChevronDown
        className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
        aria-hidden
      />
    </button>
  )
}

function MobileLink({
  to,
  label,
  onNavigate,
}: {
  to: string
  label: string
  onNavigate: () => void
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        className="hover:bg-muted block rounded-md px-3 py-2 font-medium"
      >
        {label}
      </Link>
    </li>
  )
}
