import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

import { serviceDepartments } from './lib/departments'

/*
 * One route table for both languages (decision 017): every page is at its English path and,
 * through the optional `ar?` segment, at the same path under /ar. Shared files, link-preview
 * images and the crawl files below have one address.
 */
export default [
  ...prefix('ar?', [
    layout('routes/public/layout.tsx', [
      index('routes/public/home.tsx'),
      route('investments', 'routes/public/investments.tsx'),
      route('investments/:id', 'routes/public/investment-detail.tsx'),
      route('investments/:id/nda', 'routes/public/investment-nda.tsx'),
      // Decision 047: a draft as the page will show it, for staff only (never cached).
      route('investments/:id/preview', 'routes/public/investment-preview.tsx'),
      route('packages/:id/preview', 'routes/public/package-preview.tsx'),
      route('careers/:id/preview', 'routes/public/job-preview.tsx'),
      route('team/:id/preview', 'routes/public/team-member-preview.tsx'),
      route('testimonials/:id/preview', 'routes/public/testimonial-preview.tsx'),
      route('consultancy/:id/preview', 'routes/public/consultant-preview.tsx'),
      route('site/preview', 'routes/public/site-preview.tsx'),
      route('investment-request', 'routes/public/investment-request.tsx'),
      route('services', 'routes/public/services.tsx'),
      ...serviceDepartments.map(({ slug }) =>
        route(`services/${slug}`, 'routes/public/service-department.tsx', {
          id: `services-${slug}`,
        }),
      ),
      route('consultancy', 'routes/public/consultancy.tsx'),
      route('careers', 'routes/public/careers.tsx'),
      // The candidate books an interview by the link of an e-mail (decision 045).
      route('careers/applications/:token/interview', 'routes/public/careers-interview.tsx'),
      // The candidate's page, opened by the link in their e-mails (decision 045).
      route('careers/applications/:token', 'routes/public/careers-application.tsx'),
      route('about', 'routes/public/about.tsx'),
      route('team', 'routes/public/team.tsx'),
      route('contact', 'routes/public/contact.tsx'),
      route('privacy-policy', 'routes/public/privacy-policy.tsx'),
      route('terms-of-service', 'routes/public/terms-of-service.tsx'),
      route('my-data', 'routes/public/my-data.tsx'),
      route('my-data/confirm', 'routes/public/my-data-confirm.tsx'),
      route('confirm-address', 'routes/public/confirm-address.tsx'),
      // A requester's conversation, opened by the link of an e-mailed reply (decision 040).
      route('conversation/:token', 'routes/public/conversation.tsx'),

      route('login', 'routes/auth/login.tsx'),
      route('register', 'routes/auth/register.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('reset-password', 'routes/auth/reset-password.tsx'),
      route('invitation', 'routes/auth/accept-invitation.tsx'),
      route('login/two-factor', 'routes/auth/two-factor.tsx'),

      route('dashboard', 'routes/account/dashboard.tsx'),
      route('dashboard/delete-account', 'routes/account/delete-account.tsx'),
      route('dashboard/conversations/:id', 'routes/account/conversation.tsx'),
      route('dashboard/investor', 'routes/account/investor.tsx'),

      route('*', 'routes/public/not-found.tsx'),
    ]),

    route('logout', 'routes/auth/logout.tsx'),
    // A visitor's data as a ZIP, posted from /my-data/confirm (a file: no page layout).
    route('my-data/download', 'routes/resources/my-data-download.ts'),
    // The signed-in person's data as a ZIP (a file, no page layout).
    route('dashboard/my-data', 'routes/account/my-data.ts'),
    // A conversation's attachment, by its link (a file, no page layout).
    route('conversation/:token/files/:fileId', 'routes/resources/conversation-file.ts'),
    route('dashboard/conversations/:id/files/:fileId', 'routes/account/conversation-file.ts'),
    // The investor's own identity document (a file, no page layout).
    route('dashboard/investor/documents/:documentId', 'routes/account/investor-document.ts'),
    // A data-room document: a marked copy for whoever may open it (a file, no page layout).
    route('investments/:id/documents/:documentId', 'routes/resources/investment-document.ts'),

    ...prefix('admin', [
      layout('routes/admin/layout.tsx', [
        index('routes/admin/dashboard.tsx'),
        route('investments', 'routes/admin/investments.tsx'),
        route('investments/create', 'routes/admin/investment-create.tsx'),
        route('investments/edit/:id', 'routes/admin/investment-edit.tsx'),
        route('investments/:id/documents', 'routes/admin/investment-documents.tsx'),
        // Decision 047: every publish of an item, compared and restored; an investment's
        // revisions keep the address its edit screen has always linked to.
        route('investments/:id/revisions', 'routes/admin/content-revisions.tsx', {
          id: 'investment-revisions',
        }),
        route('publishing/:type/:id/revisions', 'routes/admin/content-revisions.tsx'),
        // Decision 047: the review queue and one item's draft, compared, approved or returned.
        route('publishing', 'routes/admin/publishing.tsx'),
        route('publishing/:type/:id', 'routes/admin/publishing-item.tsx'),
        // NDA texts and acceptances (decision 043): the company default and an investment's own.
        route('nda', 'routes/admin/nda.tsx'),
        route('investments/:id/nda', 'routes/admin/nda.tsx', { id: 'admin-investment-nda' }),
        route('packages', 'routes/admin/packages.tsx'),
        route('packages/create', 'routes/admin/package-create.tsx'),
        route('packages/edit/:id', 'routes/admin/package-edit.tsx'),
        route('requests', 'routes/admin/requests.tsx'),
        route('team', 'routes/admin/team.tsx'),
        route('testimonials', 'routes/admin/testimonials.tsx'),
        route('careers', 'routes/admin/careers-redirect.tsx'),
        route('careers/jobs', 'routes/admin/careers-jobs.tsx'),
        route('careers/applicants', 'routes/admin/careers-applicants.tsx'),
        // Decision 045: the pipeline's board and the applicant's page.
        route('careers/board', 'routes/admin/careers-board.tsx'),
        route('careers/applicants/:id', 'routes/admin/careers-applicant.tsx'),
        route('careers/applicants/:id/interviews', 'routes/admin/careers-applicant-interviews.tsx'),
        // Decision 045: e-mail templates, one applicant's e-mail, the table's bulk actions.
        route('careers/templates', 'routes/admin/careers-templates.tsx'),
        route('careers/applicants/:id/email', 'routes/admin/careers-applicant-email.tsx'),
        route('careers/applicants/bulk', 'routes/admin/careers-applicants-bulk.tsx'),
        // Decision 045: every job's applicants searched by their CV, and a job's report.
        route('careers/talent-pool', 'routes/admin/careers-talent-pool.tsx'),
        route('careers/jobs/:id/report', 'routes/admin/careers-job-report.tsx'),
        route('consultancy', 'routes/admin/consultancy-redirect.tsx'),
        route('consultancy/consultants', 'routes/admin/consultancy-consultants.tsx'),
        route('consultancy/requests', 'routes/admin/consultancy-requests.tsx'),
        route('contacts', 'routes/admin/contacts.tsx'),
        route('conversations', 'routes/admin/conversations.tsx'),
        route('settings', 'routes/admin/settings.tsx'),
        // Decision 050: figures over a period, each section for the roles of its area.
        route('reports', 'routes/admin/reports.tsx'),
        route('audit', 'routes/admin/audit.tsx'),
        route('staff', 'routes/admin/staff.tsx'),
        route('users', 'routes/admin/users.tsx'),
        route('emails', 'routes/admin/emails.tsx'),
        route('data-requests', 'routes/admin/data-requests.tsx'),
        route('account', 'routes/admin/account.tsx'),
        route('investors', 'routes/admin/investors.tsx'),
        route('investors/:id', 'routes/admin/investor.tsx'),
        route('conversations/:id', 'routes/admin/conversation.tsx'),
        // A request's link to its conversation: a redirect, refused as the screens are.
        route('conversations/request/:area/:requestId', 'routes/admin/conversation-of-request.tsx'),
      ]),
      // File downloads (no page layout); each loader names its permission (requirePermission).
      route('careers/applicants/export', 'routes/admin/careers-applicants-export.ts'),
      // Decision 049: every list's filtered rows as CSV or XLSX (the registry names who may).
      route('export/:list', 'routes/admin/export.ts'),
      route('careers/applicants/:id/cv', 'routes/admin/careers-applicant-cv.ts'),
      route('conversations/:id/files/:fileId', 'routes/admin/conversation-file.ts'),
      route('investors/:id/documents/:documentId', 'routes/admin/investor-document.ts'),
    ]),
  ]),

  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('files/*', 'routes/resources/files.ts'),
  // Link-preview images (og:image), 1200×630 PNG.
  route('og/home.png', 'routes/resources/og-home.ts'),
  route('og/investments/:id.png', 'routes/resources/og-investment.ts'),
  route('og/jobs/:id.png', 'routes/resources/og-job.ts'),
] satisfies RouteConfig
