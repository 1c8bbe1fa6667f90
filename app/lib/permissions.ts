/*
 * Who may do what in the admin area (decisions 016 and 035): one typed table of roles and
 * permissions. Each admin route module names the permission its loader and its action need
 * (`requirePermission`, server/session.server.ts); the sidebar and dashboard read the same
 * table to show only what a role may open. No permission is ever derived from an address.
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
  /** The home page's testimonials (decision 047 drafts them as every other content type). */
  'testimonials',
  'jobs',
  'applicants',
  'consultants',
  'consultancy-requests',
  'contacts',
  'settings',
  /** The retention periods on the settings screen: they decide when personal data is deleted. */
  'retention',
  /**
   * Where personal data is sent: the notification inbox and the contact e-mail it falls back
   * to, on the settings screen (decision 035). Every new applicant's, message's and request's
   * details are e-mailed there, so only roles that may read them all change it.
   */
  'notification-inbox',
  /**
   * The business calendar (working days, office hours, public holidays) and each area's
   * response targets, on the settings screen (decision 040): they decide when every
   * conversation falls due and whom the overdue job e-mails, so they are Administrators'.
   */
  'business-hours',
  /**
   * The investor side's legal figures on the settings screen (decision 043): how long
   * due-diligence records are kept, the cooling-off period, how long a room stays open.
   * Counsel decides them; Administrators enter them.
   */
  'investor-settings',
  /**
   * Publishes drafted content, and approves or returns what editors submit for review
   * (decision 047). An investment always needs it from a second person.
   */
  'content:publish',
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
    'testimonials',
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
