import type { ComponentType } from 'react'
import { Form } from 'react-router'
import { Link, NavLink, useLocalizedPath } from '~/ui/link'
import {
  ArrowLeft,
  BarChart3,
  ClipboardCheck,
  Briefcase,
  Contact,
  FileLock,
  FileText,
  IdCard,
  Handshake,
  Inbox,
  LayoutDashboard,
  LogOut,
  Mail,
  MailWarning,
  MessagesSquare,
  Package,
  Quote,
  Settings,
  FileSignature,
  ShieldCheck,
  TrendingUp,
  UserCheck,
  UserSearch,
  UserCog,
  Users,
} from 'lucide-react'
import { LanguageSwitch } from '~/components/language-switch'
import { formatCount, useIntlLocale, useLocale, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { can, type Permission } from '~/lib/permissions'

type NavItem = {
  to: string
  label: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  end?: boolean
  /** The permission the screen's loader names: the link is shown only to roles that have it. */
  permission: Permission | readonly Permission[]
  /** How many things there wait for the staff member, shown beside the label when any do. */
  count?: { n: number; label: string }
}

export const ADMIN_SIDEBAR_ID = 'admin-sidebar'

/**
 * SPEC 2 admin sidebar. From md up it is always shown; below md it is hidden until the
 * layout's toggle opens it (and shown without JavaScript, where the toggle cannot work).
 */
export function AdminSidebar({
  isOpen,
  admin,
  unreadConversations,
  onNavigate,
}: {
  isOpen: boolean
  admin: { name: string; email: string; role: string }
  /** Conversations with something new in the areas of the staff member's role. */
  unreadConversations: number
  onNavigate: () => void
}) {
  const t = useT()
  const m = t.admin.shell
  const locale = useLocale()
  const intlLocale = useIntlLocale()
  const localize = useLocalizedPath()
  const links: NavItem[] = [
    {
      to: '/admin',
      label: m.nav.dashboard,
      icon: LayoutDashboard,
      end: true,
      permission: 'dashboard',
    },
    // Decision 050: every staff member; each report inside is shown by its area's permission.
    { to: '/admin/reports', label: t.reports.nav, icon: BarChart3, permission: 'dashboard' },
    {
      to: '/admin/conversations',
      label: t.conversations.inbox.title,
      icon: Inbox,
      // Any role that opens one kind of request opens the inbox (of its areas).
      permission: ['contacts', 'consultancy-requests', 'requests'],
      count: {
        n: unreadConversations,
        label: formatCount(t.conversations.inbox.unreadCount, unreadConversations, locale),
      },
    },
    {
      to: '/admin/investments',
      label: m.nav.investments,
      icon: TrendingUp,
      permission: 'investments:read',
    },
    // Decision 047: drafts waiting for a second person.
    {
      to: '/admin/publishing',
      label: t.revisions.queue.navLabel,
      icon: ClipboardCheck,
      permission: 'content:publish',
    },
    // Decision 043: the company's default NDA, read with investments.
    {
      to: '/admin/nda',
      label: t.nda.admin.defaultTitle,
      icon: FileSignature,
      permission: 'investments:read',
    },
    { to: '/admin/requests', label: m.nav.requests, icon: FileText, permission: 'requests' },
    {
      to: '/admin/investors',
      label: t.investorFile.admin.title,
      icon: IdCard,
      permission: 'requests',
    },
    { to: '/admin/packages', label: m.nav.packages, icon: Package, permission: 'packages' },
    { to: '/admin/team', label: m.nav.team, icon: Users, permission: 'team' },
    {
      to: '/admin/testimonials',
      label: t.testimonials.nav,
      icon: Quote,
      permission: 'testimonials',
    },
    { to: '/admin/careers/jobs', label: m.nav.careersJobs, icon: Briefcase, permission: 'jobs' },
    {
      to: '/admin/careers/applicants',
      label: m.nav.careersApplicants,
      icon: UserCheck,
      permission: 'applicants',
    },
    {
      to: '/admin/careers/talent-pool',
      label: t.talent.nav,
      icon: UserSearch,
      permission: 'applicants',
    },
    {
      to: '/admin/consultancy/consultants',
      label: m.nav.consultancyConsultants,
      icon: Handshake,
      permission: 'consultants',
    },
    {
      to: '/admin/consultancy/requests',
      label: m.nav.consultancyRequests,
      icon: MessagesSquare,
      permission: 'consultancy-requests',
    },
    { to: '/admin/contacts', label: m.nav.contacts, icon: Mail, permission: 'contacts' },
    { to: '/admin/settings', label: m.nav.settings, icon: Settings, permission: 'settings' },
    { to: '/admin/staff', label: m.nav.staff, icon: ShieldCheck, permission: 'staff' },
    { to: '/admin/users', label: m.nav.users, icon: Contact, permission: 'users' },
    { to: '/admin/emails', label: m.nav.emails, icon: MailWarning, permission: 'emails' },
    {
      to: '/admin/data-requests',
      label: m.nav.dataRequests,
      icon: FileLock,
      permission: 'data-requests',
    },
  ]
  // Only what the staff member's role may open (each screen's loader checks it again).
  const items = links.filter((item) =>
    [item.permission].flat().some((permission) => can(admin.role, permission)),
  )
  const rowClass =
    'flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

  return (
    <aside
      id={ADMIN_SIDEBAR_ID}
      className={cn(
        'bg-navy flex-col text-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 print:hidden',
        isOpen ? 'flex' : 'hidden [html:not(.js)_&]:flex',
      )}
    >
      <div className="hidden items-center gap-2 border-b border-white/15 px-5 py-5 md:flex">
        <img src="/logo.svg" alt="" width={28} height={28} className="rounded bg-white p-0.5" />
        <span className="text-lg font-semibold">{m.title}</span>
      </div>

      <nav aria-label={m.navLabel} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map(({ to, label, icon: Icon, end, count }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    rowClass,
                    isActive
                      ? 'text-navy bg-white'
                      : 'text-white/85 hover:bg-white/10 hover:text-white',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
                {count && count.n > 0 ? (
                  <>
                    <span
                      aria-hidden
                      className="bg-gold ms-auto rounded-full px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
                    >
                      {count.n.toLocaleString(intlLocale)}
                    </span>
                    <span className="sr-only">, {count.label}</span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="space-y-1 border-t border-white/15 px-3 py-4">
        <p className="px-3 pb-2 text-xs text-white/75">
          {m.signedInAs}
          <span className="block truncate text-sm font-medium text-white">{admin.name}</span>
          <span className="block truncate">{admin.email}</span>
        </p>
        <NavLink
          to="/admin/account"
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              rowClass,
              isActive ? 'text-navy bg-white' : 'text-white/85 hover:bg-white/10 hover:text-white',
            )
          }
        >
          <UserCog className="size-4 shrink-0" aria-hidden />
          {m.nav.account}
        </NavLink>
        {/* The other language of this screen; indented to line up with the labels beside icons. */}
        <LanguageSwitch
          className={cn(rowClass, 'ps-10 text-white/85 hover:bg-white/10 hover:text-white')}
        />
        <Link to="/" className={cn(rowClass, 'text-white/85 hover:bg-white/10 hover:text-white')}>
          <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden />
          {m.nav.backToSite}
        </Link>
        <Form method="post" action={localize('/logout')}>
          <button
            type="submit"
            className={cn(rowClass, 'text-white/85 hover:bg-white/10 hover:text-white')}
          >
            <LogOut className="size-4 rtl:rotate-180" aria-hidden />
            {m.nav.logout}
          </button>
        </Form>
      </div>
    </aside>
  )
}
