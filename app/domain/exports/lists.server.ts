import { z } from 'zod'
import { exportAuditEntries } from '~/domain/audit/audit.server'
import { AuditQuerySchema } from '~/domain/audit/schema'
import { exportEmails } from '~/domain/outbox/outbox.server'
import { EmailListQuerySchema } from '~/domain/outbox/schema'
import { exportDataRequests } from '~/domain/privacy/data-requests.server'
import { DataRequestListQuerySchema } from '~/domain/privacy/data-request-schema'
import { exportStaffMembers } from '~/domain/staff/staff.server'
import { exportUsers } from '~/domain/staff/users.server'
import { UserListQuerySchema } from '~/domain/staff/schema'
import { exportContactMessages } from '~/domain/contact/contact.server'
import { ContactListQuerySchema } from '~/domain/contact/schema'
import { exportPipeline } from '~/domain/careers/pipeline.server'
import { exportJobs } from '~/domain/careers/careers.server'
import {
  exportConsultancyRequests,
  exportConsultants,
} from '~/domain/consultancy/consultancy.server'
import { ApplicantListQuerySchema, JobListQuerySchema } from '~/domain/careers/schema'
import { ConsultantListQuerySchema } from '~/domain/consultancy/schema'
import { PackageListQuerySchema } from '~/domain/packages/schema'
import { exportCustomRequests, exportInvestmentRequests } from '~/domain/requests/requests.server'
import {
  AdminRequestsQuerySchema,
  BUDGET_RANGES,
  CUSTOM_INVESTMENT_TYPES,
  TIMEFRAMES,
} from '~/domain/requests/schema'
import { exportAdminInvestments } from '~/domain/investments/investments.server'
import { AdminInvestmentQuerySchema } from '~/domain/investments/schema'
import { exportPackages } from '~/domain/packages/packages.server'
import { exportTeamMembers } from '~/domain/team/team.server'
import { TeamListQuerySchema } from '~/domain/team/schema'
import { TestimonialListQuerySchema } from '~/domain/testimonials/schema'
import { exportTestimonials } from '~/domain/testimonials/testimonials.server'
import { choiceLabel } from '~/lib/choice-label'
import { ListQuerySchema } from '~/lib/list-query'
import type { Messages } from '~/i18n'
import type { Permission } from '~/lib/permissions'
import type { ExportCell, ExportColumnType } from '~/server/export.server'

/*
 * Every admin list that exports, in one place (decision 049): the route /admin/export/:list
 * reads this registry and nothing else, so a list's export can never be opened by a role its
 * page refuses or show a field its page hides. Each entry names the list page's permission, its
 * URL query schema (the page's own filters), its columns with the page's labels, where its rows
 * come from (the same filter and order as its page) and its file's name.
 */

type ListExportColumn<Row> = {
  /** The list's own column label (or its dialog's field label) in the page's language. */
  label: (m: Messages) => string
  type: ExportColumnType
  /** The cell; `m` (the page's catalog) translates a status or a choice as the list shows it. */
  value: (row: Row, m: Messages) => ExportCell
}

export type ListExport<Query = never, Row = never> = {
  permission: Permission | readonly Permission[]
  query: z.ZodType<Query & { page?: number }>
  columns: ReadonlyArray<ListExportColumn<Row>>
  rows: (query: Query) => AsyncGenerator<Row[]>
  /** The file's name before its date: 'contacts' → contacts-2026-11-28.csv. */
  file: string
}

/** Checks one entry's columns against its own rows, then forgets the types for the registry. */
function listExport<Query, Row>(entry: ListExport<Query, Row>): ListExport<unknown, unknown> {
  return entry as unknown as ListExport<unknown, unknown>
}

const EXPORTS: Record<string, ListExport<unknown, unknown>> = {
  // The list shows name, e-mail, subject and date; its dialog adds the phone and the message.
  contacts: listExport({
    permission: 'contacts',
    query: ContactListQuerySchema,
    file: 'contacts',
    rows: exportContactMessages,
    columns: [
      { label: (m) => m.company.adminContacts.columns.name, type: 'text', value: (r) => r.name },
      { label: (m) => m.company.adminContacts.columns.email, type: 'text', value: (r) => r.email },
      { label: (m) => m.company.adminContacts.phone, type: 'text', value: (r) => r.phone },
      {
        label: (m) => m.company.adminContacts.columns.subject,
        type: 'text',
        value: (r) => r.subject,
      },
      { label: (m) => m.company.adminContacts.message, type: 'text', value: (r) => r.message },
      {
        label: (m) => m.company.adminContacts.columns.date,
        type: 'date',
        value: (r) => r.submittedAt,
      },
    ],
  }),
  // Both tabs of /admin/requests: each row as its table shows it, the rejection's reason too.
  'investment-requests': listExport({
    permission: 'requests',
    query: AdminRequestsQuerySchema,
    file: 'investment-requests',
    rows: exportInvestmentRequests,
    columns: [
      {
        label: (m) => m.requests.admin.colUser,
        type: 'text',
        value: (r, m) => r.userName ?? m.requests.admin.unknownUser,
      },
      { label: (m) => m.admin.exports.email, type: 'text', value: (r) => r.userEmail },
      {
        label: (m) => m.requests.admin.colInvestment,
        type: 'text',
        value: (r, m) => r.investmentTitle ?? m.requests.admin.unknownInvestment,
      },
      {
        label: (m) => m.requests.admin.typeLabel,
        type: 'text',
        value: (r, m) =>
          r.investmentType ? choiceLabel(m.investments.types, r.investmentType) : '',
      },
      { label: (m) => m.requests.admin.colMessage, type: 'text', value: (r) => r.message },
      { label: (m) => m.requests.admin.colDate, type: 'date', value: (r) => r.createdAt },
      {
        label: (m) => m.requests.admin.colStatus,
        type: 'text',
        value: (r, m) => m.requests.admin.statuses[r.status],
      },
      { label: (m) => m.requests.admin.reasonLabel, type: 'text', value: (r) => r.rejectionReason },
    ],
  }),
  'custom-requests': listExport({
    permission: 'requests',
    query: AdminRequestsQuerySchema,
    file: 'custom-requests',
    rows: exportCustomRequests,
    columns: [
      { label: (m) => m.requests.admin.colRequester, type: 'text', value: (r) => r.name },
      { label: (m) => m.admin.exports.email, type: 'text', value: (r) => r.email },
      { label: (m) => m.admin.exports.phone, type: 'text', value: (r) => r.phone },
      {
        label: (m) => m.requests.admin.typeLabel,
        type: 'text',
        value: (r, m) =>
          labelOf(CUSTOM_INVESTMENT_TYPES, m.requests.investmentTypes, r.investmentType),
      },
      {
        label: (m) => m.requests.admin.budgetLabel,
        type: 'text',
        value: (r, m) => labelOf(BUDGET_RANGES, m.requests.budgets, r.budget),
      },
      {
        label: (m) => m.requests.admin.timeframeLabel,
        type: 'text',
        value: (r, m) => labelOf(TIMEFRAMES, m.requests.timeframes, r.timeframe),
      },
      { label: (m) => m.requests.admin.colDescription, type: 'text', value: (r) => r.description },
      { label: (m) => m.requests.admin.colDate, type: 'date', value: (r) => r.createdAt },
      {
        label: (m) => m.requests.admin.colStatus,
        type: 'text',
        value: (r, m) => m.requests.admin.statuses[r.status],
      },
      { label: (m) => m.requests.admin.reasonLabel, type: 'text', value: (r) => r.rejectionReason },
    ],
  }),
  // The list's columns and its dialog's phone, message and internal notes (the same role sees them).
  'consultancy-requests': listExport({
    permission: 'consultancy-requests',
    query: ListQuerySchema,
    file: 'consultancy-requests',
    rows: exportConsultancyRequests,
    columns: [
      { label: (m) => c(m).columns.name, type: 'text', value: (r) => r.name },
      { label: (m) => c(m).columns.company, type: 'text', value: (r) => r.company },
      { label: (m) => c(m).columns.email, type: 'text', value: (r) => r.email },
      { label: (m) => c(m).fields.phone, type: 'text', value: (r) => r.phone },
      { label: (m) => c(m).columns.submitted, type: 'date', value: (r) => r.submittedAt },
      {
        label: (m) => c(m).columns.status,
        type: 'text',
        value: (r, m) => c(m).statusLabels[r.status],
      },
      {
        label: (m) => c(m).columns.consultant,
        type: 'text',
        value: (r, m) => r.consultantName ?? c(m).unknownConsultant,
      },
      { label: (m) => c(m).fields.message, type: 'text', value: (r) => r.message },
      { label: (m) => c(m).fields.notes, type: 'text', value: (r) => r.notes },
    ],
  }),
  // The applicants table of /admin/careers/applicants (its job, stage, search and sort), with
  // the details dialog's rejection reason and cover letter; never the CV file itself.
  applicants: listExport({
    permission: 'applicants',
    query: ApplicantListQuerySchema,
    file: 'applicants',
    rows: exportPipeline,
    columns: [
      { label: (m) => a(m).columns.name, type: 'text', value: (r) => r.name },
      { label: (m) => a(m).columns.email, type: 'text', value: (r) => r.email },
      { label: (m) => a(m).columns.phone, type: 'text', value: (r) => r.phone },
      { label: (m) => a(m).columns.applied, type: 'date', value: (r) => r.submittedAt },
      { label: (m) => m.pipeline.table.rating, type: 'number', value: (r) => r.rating },
      {
        label: (m) => a(m).columns.status,
        type: 'text',
        value: (r, m) => a(m).statusLabels[r.status],
      },
      { label: (m) => a(m).details.rejectionReason, type: 'text', value: (r) => r.rejectionReason },
      { label: (m) => a(m).details.coverLetter, type: 'text', value: (r) => r.coverLetter },
    ],
  }),
  // The admin lists of content show the English texts (their Arabic twins are on the forms).
  investments: listExport({
    permission: 'investments:read',
    query: AdminInvestmentQuerySchema,
    file: 'investments',
    rows: exportAdminInvestments,
    columns: [
      { label: (m) => m.investments.admin.colTitle, type: 'text', value: (r) => r.title },
      {
        label: (m) => m.investments.admin.colType,
        type: 'text',
        value: (r, m) => m.investments.types[r.type],
      },
      {
        label: (m) => m.investments.admin.colProfitMargin,
        type: 'text',
        value: (r) => r.profitMargin,
      },
      {
        label: (m) => m.investments.admin.colStatus,
        type: 'text',
        value: (r, m) => (r.isActive ? m.investments.admin.active : m.investments.admin.inactive),
      },
    ],
  }),
  packages: listExport({
    permission: 'packages',
    query: PackageListQuerySchema,
    file: 'packages',
    rows: exportPackages,
    columns: [
      { label: (m) => m.investments.packageForm.name, type: 'text', value: (r) => r.name },
      {
        label: (m) => m.investments.packageForm.description,
        type: 'text',
        value: (r) => r.description,
      },
      { label: (m) => m.investments.packageForm.price, type: 'aed', value: (r) => r.price },
      {
        label: (m) => m.investments.packages.services,
        type: 'text',
        value: (r) => r.services.join('; '),
      },
      { label: (m) => m.admin.exports.usageCount, type: 'number', value: (r) => r.usageCount },
    ],
  }),
  team: listExport({
    permission: 'team',
    query: TeamListQuerySchema,
    file: 'team',
    rows: exportTeamMembers,
    columns: [
      { label: (m) => m.company.adminTeam.columns.name, type: 'text', value: (r) => r.name },
      {
        label: (m) => m.company.adminTeam.columns.position,
        type: 'text',
        value: (r) => r.position,
      },
      {
        label: (m) => m.company.adminTeam.columns.group,
        type: 'text',
        value: (r, m) => m.company.adminTeam.groups[r.group],
      },
      {
        label: (m) => m.company.adminTeam.columns.order,
        type: 'number',
        value: (r) => r.sortOrder,
      },
      {
        label: (m) => m.company.adminTeam.columns.status,
        type: 'text',
        value: (r, m) => (r.isActive ? m.company.adminTeam.active : m.company.adminTeam.inactive),
      },
    ],
  }),
  testimonials: listExport({
    permission: 'testimonials',
    query: TestimonialListQuerySchema,
    file: 'testimonials',
    rows: exportTestimonials,
    columns: [
      { label: (m) => m.testimonials.admin.columns.name, type: 'text', value: (r) => r.name },
      { label: (m) => m.testimonials.admin.columns.title, type: 'text', value: (r) => r.title },
      { label: (m) => m.testimonials.admin.columns.quote, type: 'text', value: (r) => r.quote },
      {
        label: (m) => m.testimonials.admin.columns.order,
        type: 'number',
        value: (r) => r.sortOrder,
      },
      {
        label: (m) => m.testimonials.admin.columns.status,
        type: 'text',
        value: (r, m) => (r.isActive ? m.testimonials.admin.active : m.testimonials.admin.inactive),
      },
    ],
  }),
  jobs: listExport({
    permission: 'jobs',
    query: JobListQuerySchema,
    file: 'jobs',
    rows: exportJobs,
    columns: [
      { label: (m) => j(m).columns.title, type: 'text', value: (r) => r.title },
      {
        label: (m) => j(m).columns.department,
        type: 'text',
        value: (r, m) => choiceLabel(m.careers.departments, r.department),
      },
      { label: (m) => j(m).columns.location, type: 'text', value: (r) => r.location },
      {
        label: (m) => j(m).columns.type,
        type: 'text',
        value: (r, m) => choiceLabel(m.careers.jobTypes, r.type),
      },
      {
        label: (m) => j(m).columns.status,
        type: 'text',
        value: (r, m) => (r.isActive ? j(m).active : j(m).inactive),
      },
      { label: (m) => j(m).columns.posted, type: 'date', value: (r) => r.createdAt },
      { label: (m) => j(m).columns.applicants, type: 'number', value: (r) => r.applicantCount },
    ],
  }),
  consultants: listExport({
    permission: 'consultants',
    query: ConsultantListQuerySchema,
    file: 'consultants',
    rows: exportConsultants,
    columns: [
      { label: (m) => k(m).columns.name, type: 'text', value: (r) => r.name },
      {
        label: (m) => k(m).columns.department,
        type: 'text',
        value: (r, m) =>
          r.department ? choiceLabel(m.consultancy.departments, r.department) : null,
      },
      {
        label: (m) => k(m).columns.specialization,
        type: 'text',
        value: (r) => r.specialization,
      },
      { label: (m) => k(m).columns.experience, type: 'text', value: (r) => r.experience },
      {
        label: (m) => k(m).columns.status,
        type: 'text',
        value: (r, m) => (r.isActive ? k(m).active : k(m).inactive),
      },
    ],
  }),
  // Registered users: what the Users screen and its dialog show (never a password or a token).
  users: listExport({
    permission: 'users',
    query: UserListQuerySchema,
    file: 'users',
    rows: exportUsers,
    columns: [
      { label: (m) => m.staff.users.name, type: 'text', value: (r) => r.name },
      { label: (m) => m.staff.users.email, type: 'text', value: (r) => r.email },
      { label: (m) => m.staff.users.company, type: 'text', value: (r) => r.company },
      { label: (m) => m.admin.exports.phone, type: 'text', value: (r) => r.phone },
      { label: (m) => m.staff.users.registered, type: 'date', value: (r) => r.createdAt },
      {
        label: (m) => m.staff.users.status,
        type: 'text',
        value: (r, m) => (r.isDisabled ? m.staff.screen.disabled : m.staff.screen.active),
      },
    ],
  }),
  staff: listExport({
    permission: 'staff',
    query: z.object({}),
    file: 'staff',
    rows: exportStaffMembers,
    columns: [
      { label: (m) => m.staff.screen.name, type: 'text', value: (r) => r.name },
      { label: (m) => m.staff.screen.email, type: 'text', value: (r) => r.email },
      { label: (m) => m.staff.screen.role, type: 'text', value: (r, m) => m.staff.roles[r.role] },
      {
        label: (m) => m.staff.screen.status,
        type: 'text',
        value: (r, m) => (r.isDisabled ? m.staff.screen.disabled : m.staff.screen.active),
      },
      {
        label: (m) => m.staff.screen.twoFactor,
        type: 'text',
        value: (r, m) => (r.twoFactorEnabled ? m.staff.screen.on : m.staff.screen.off),
      },
    ],
  }),
  audit: listExport({
    permission: 'audit',
    query: AuditQuerySchema,
    file: 'audit-log',
    rows: exportAuditEntries,
    columns: [
      { label: (m) => m.admin.audit.columns.when, type: 'date', value: (r) => r.createdAt },
      {
        label: (m) => m.admin.audit.columns.who,
        type: 'text',
        value: (r, m) => r.actorEmail ?? m.admin.audit.unknownActor,
      },
      {
        label: (m) => m.admin.audit.columns.action,
        type: 'text',
        value: (r, m) =>
          m.admin.audit.actions[r.action as keyof typeof m.admin.audit.actions] ?? r.action,
      },
      { label: (m) => m.admin.audit.columns.entity, type: 'text', value: (r) => r.entity },
      { label: (m) => m.admin.audit.columns.entityId, type: 'text', value: (r) => r.entityId },
      { label: (m) => m.admin.audit.before, type: 'text', value: (r) => jsonText(r.before) },
      { label: (m) => m.admin.audit.after, type: 'text', value: (r) => jsonText(r.after) },
    ],
  }),
  emails: listExport({
    permission: 'emails',
    query: EmailListQuerySchema,
    file: 'emails',
    rows: exportEmails,
    columns: [
      {
        label: (m) => m.admin.emails.columns.state,
        type: 'text',
        value: (r, m) => m.admin.emails.states[r.state],
      },
      { label: (m) => m.admin.emails.columns.recipient, type: 'text', value: (r) => r.recipient },
      { label: (m) => m.admin.emails.columns.subject, type: 'text', value: (r) => r.subject },
      { label: (m) => m.admin.emails.columns.attempts, type: 'number', value: (r) => r.attempts },
      { label: (m) => m.admin.emails.columns.lastError, type: 'text', value: (r) => r.lastError },
      { label: (m) => m.admin.exports.queued, type: 'date', value: (r) => r.createdAt },
      { label: (m) => m.admin.emails.states.sent, type: 'date', value: (r) => r.sentAt },
    ],
  }),
  // A completed request's address is masked here as on the list.
  'data-requests': listExport({
    permission: 'data-requests',
    query: DataRequestListQuerySchema,
    file: 'data-requests',
    rows: exportDataRequests,
    columns: [
      { label: (m) => p(m).columns.email, type: 'text', value: (r) => r.email },
      { label: (m) => p(m).columns.kind, type: 'text', value: (r, m) => p(m).kinds[r.kind] },
      { label: (m) => p(m).columns.source, type: 'text', value: (r, m) => p(m).sources[r.source] },
      { label: (m) => p(m).columns.state, type: 'text', value: (r, m) => p(m).states[r.state] },
      { label: (m) => p(m).columns.requested, type: 'date', value: (r) => r.requestedAt },
      { label: (m) => p(m).columns.deadline, type: 'date', value: (r) => r.dueAt },
      { label: (m) => p(m).columns.completed, type: 'date', value: (r) => r.completedAt },
    ],
  }),
}

function p(m: Messages) {
  return m.privacy.admin
}

/** An audit entry's before or after as the log shows it: JSON, empty when there is none. */
function jsonText(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value)
}

function j(m: Messages) {
  return m.careers.admin.jobs
}

function k(m: Messages) {
  return m.consultancy.admin.consultants
}

function a(m: Messages) {
  return m.careers.admin.applicants
}

function c(m: Messages) {
  return m.consultancy.admin.requests
}

/** A stored choice's label, or the stored value when it is not (or no longer) a choice. */
function labelOf<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
  value: string | null,
): string | null {
  if (value === null) return null
  return (values as readonly string[]).includes(value) ? labels[value as Value] : value
}

export type ExportListName = keyof typeof EXPORTS

/** The list's export, or null when no list of that name exports. */
export function listExportOf(name: string): ListExport<unknown, unknown> | null {
  return Object.hasOwn(EXPORTS, name) ? EXPORTS[name] : null
}

export function exportListNames(): string[] {
  return Object.keys(EXPORTS)
}
