/*
 * Who may do what in the admin area (issue 12, decision 016): one typed table, read by the
 * server on every admin request (server/session.server.ts requireAdmin) and by the sidebar
 * and dashboard to show only what a role may open. A path missing from ADMIN_AREAS is for
 * Administrators only, so a new screen is closed until someone opens it here.
 */

export const STAFF_ROLES = ['admin', 'editor', 'recruiter', 'investment_desk', 'support'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
export type Role = StaffRole | 'user'

export const PERMISSIONS = [
  'dashboard',
  'account',
  'investments:read',
  'investments:write',
  'packages',
  'requests',
  'team',
  'jobs',
  'applicants',
  'consultants',
  'consultancy-requests',
  'contacts',
  'settings',
  /** The retention periods on the settings screen: they decide when personal data is deleted. */
  'retention',
  'audit',
  'staff',
  'users',
  'emails',
  'data-requests',
] as const
export type Permission = (typeof PERMISSIONS)[number]

const EVERY_STAFF_MEMBER: Permission[] = ['dashboard', 'account']

/** The permission table (README "Staff and roles" prints it). */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: [
    ...EVERY_STAFF_MEMBER,
    'investments:read',
    'investments:write',
    'packages',
    'team',
    'consultants',
    'jobs',
    'settings',
  ],
  recruiter: [...EVERY_STAFF_MEMBER, 'jobs', 'applicants'],
  investment_desk: [...EVERY_STAFF_MEMBER, 'requests', 'investments:read'],
  support: [...EVERY_STAFF_MEMBER, 'contacts', 'consultancy-requests'],
}

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '')
}

export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission)
}

/**
 * Each admin path (and everything below it) with the permission reading it and the one
 * changing it. The longest matching path wins.
 */
export const ADMIN_AREAS: readonly { path: string; read: Permission; write: Permission }[] = [
  { path: '/admin', read: 'dashboard', write: 'dashboard' },
  { path: '/admin/account', read: 'account', write: 'account' },
  { path: '/admin/investments', read: 'investments:read', write: 'investments:write' },
  { path: '/admin/investments/create', read: 'investments:write', write: 'investments:write' },
  { path: '/admin/investments/edit', read: 'investments:write', write: 'investments:write' },
  { path: '/admin/packages', read: 'packages', write: 'packages' },
  { path: '/admin/requests', read: 'requests', write: 'requests' },
  { path: '/admin/team', read: 'team', write: 'team' },
  { path: '/admin/careers/jobs', read: 'jobs', write: 'jobs' },
  { path: '/admin/careers/applicants', read: 'applicants', write: 'applicants' },
  { path: '/admin/consultancy/consultants', read: 'consultants', write: 'consultants' },
  {
    path: '/admin/consultancy/requests',
    read: 'consultancy-requests',
    write: 'consultancy-requests',
  },
  { path: '/admin/contacts', read: 'contacts', write: 'contacts' },
  { path: '/admin/settings', read: 'settings', write: 'settings' },
  { path: '/admin/audit', read: 'audit', write: 'audit' },
  { path: '/admin/staff', read: 'staff', write: 'staff' },
  { path: '/admin/users', read: 'users', write: 'users' },
  { path: '/admin/emails', read: 'emails', write: 'emails' },
  { path: '/admin/data-requests', read: 'data-requests', write: 'data-requests' },
]

/** The section redirects (/admin/careers, /admin/consultancy) open the first tab a role may see. */
const SECTION_REDIRECTS: Record<string, readonly Permission[]> = {
  '/admin/careers': ['jobs', 'applicants'],
  '/admin/consultancy': ['consultants', 'consultancy-requests'],
}

/** Strips a language prefix (/ar) and a trailing slash, so /ar/admin/team/ is /admin/team. */
function adminPathOf(pathname: string): string {
  const path = pathname.replace(/^\/ar(?=\/|$)/, '').replace(/\/+$/, '')
  return path === '' ? '/' : path
}

/**
 * Whether `role` may read (GET) or change (any other method) what is at `pathname`. Paths
 * outside /admin are not decided here (false). An unknown admin path is Administrators' only.
 */
export function canOpen(
  role: string | null | undefined,
  pathname: string,
  access: 'read' | 'write',
): boolean {
  if (!isStaffRole(role)) return false
  const path = adminPathOf(pathname)
  if (path !== '/admin' && !path.startsWith('/admin/')) return false
  const section = SECTION_REDIRECTS[path]
  if (section) return section.some((permission) => can(role, permission))
  let match: (typeof ADMIN_AREAS)[number] | undefined
  for (const area of ADMIN_AREAS) {
    const isMatch = path === area.path || path.startsWith(`${area.path}/`)
    if (isMatch && (!match || area.path.length > match.path.length)) match = area
  }
  // '/admin' itself matches only exactly: a deeper unknown path falls back to Administrators.
  if (!match || (match.path === '/admin' && path !== '/admin')) return role === 'admin'
  return can(role, access === 'read' ? match.read : match.write)
}
