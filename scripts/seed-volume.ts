/**
 * Fills every admin list with ROWS synthetic rows (default 100,000) for the
 * performance benchmark. Uses the same configuration as the app (DATABASE_URL or
 * PGLITE_DIR); with PGlite, stop the server first (one process per data directory).
 *
 *   ROWS=100000 npx tsx scripts/seed-volume.ts
 */
import { sql } from 'drizzle-orm'
import { closeDatabase, getDb } from '../app/server/db.server'
import { prepareApplication } from '../app/server/startup.server'

const rows = Number(process.env.ROWS ?? 100_000)

/** The words the benchmark's CVs are made of (the talent pool's search, decision 045). */
const CV_WORDS = [
  'accounting',
  'actuarial',
  'advisory',
  'analyst',
  'audit',
  'banking',
  'budgeting',
  'compliance',
  'consulting',
  'controller',
  'corporate',
  'credit',
  'derivatives',
  'due-diligence',
  'equity',
  'fintech',
  'forecasting',
  'governance',
  'hedging',
  'ifrs',
  'insurance',
  'investment',
  'islamic',
  'leasing',
  'legal',
  'liquidity',
  'marketing',
  'mergers',
  'modelling',
  'negotiation',
  'operations',
  'payments',
  'portfolio',
  'pricing',
  'procurement',
  'property',
  'python',
  'real-estate',
  'reconciliation',
  'regulatory',
  'reporting',
  'risk',
  'sales',
  'securities',
  'sql',
  'strategy',
  'sukuk',
  'tax',
  'trading',
  'treasury',
  'underwriting',
  'valuation',
  'vat',
  'wealth',
]

async function main() {
  await prepareApplication()
  const db = await getDb()
  const started = Date.now()
  const statements: [string, ReturnType<typeof sql>][] = [
    [
      'user',
      sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
        select 'bench-user-' || g, 'Bench User ' || g, 'bench' || g || '@example.org', true, 'user',
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'investments',
      sql`insert into investments (id, title, description, type, department, profit_margin, profit_schema, is_active, created_at, updated_at)
        select 'bench-inv-' || g, 'Benchmark opportunity ' || g || ' ' || substr(md5(g::text), 1, 8),
               'Synthetic description ' || md5((g * 7)::text),
               case when g % 2 = 0 then 'Financial' else 'Resource-based' end, 'Technology', '10%',
               'Quarterly distributions', g % 50 <> 0, now() - (g || ' minutes')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'packages',
      sql`insert into packages (id, name, description, price, services, created_at, updated_at)
        select 'bench-pkg-' || g, 'Bench package ' || g, 'Synthetic package ' || md5(g::text), (g % 100000) + 0.5,
               '["Service A","Service B"]'::jsonb, now() - (g || ' minutes')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'investment_requests',
      sql`insert into investment_requests (id, user_id, investment_id, message, status, created_at, updated_at)
        select 'bench-ireq-' || g, 'bench-user-' || (1 + g % ${rows}), 'bench-inv-' || (1 + g % ${rows}),
               'Interested ' || md5(g::text), (array['Pending','Accepted','Rejected'])[1 + g % 3],
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'user_investment_requests',
      sql`insert into user_investment_requests (id, name, email, description, status, created_at, updated_at)
        select 'bench-creq-' || g, 'Custom Requester ' || g, 'custom' || g || '@example.org',
               'Looking for ' || md5(g::text), (array['Pending','Accepted','Rejected'])[1 + g % 3],
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'team_members',
      sql`insert into team_members (id, name, position, bio, "group", sort_order, is_active, created_at, updated_at)
        select 'bench-team-' || g, 'Team Member ' || g, 'Analyst', 'Bio ' || g, 'department', 100 + g, false,
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      // Inactive: the home page shows the few active ones (its partial index skips these).
      'testimonials',
      sql`insert into testimonials (id, name, title, quote, sort_order, is_active, created_at, updated_at)
        select 'bench-testimonial-' || g, 'Client ' || g, 'Director, Company ' || g,
               'Working with the team was ' || md5(g::text), 100 + g, false,
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'job_listings',
      sql`insert into job_listings (id, title, department, location, type, description, is_active, created_at, updated_at)
        select 'bench-job-' || g, 'Bench Role ' || g, 'Finance', 'Dubai, UAE', 'Full-time', 'Synthetic job ' || g,
               false, now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      // Decision 045: CVs of varied words (three of CV_WORDS each, a rare word in one of 997,
      // 'experience' in all), two in seven in the talent pool, every stage and a few sources, so
      // the talent pool's search and the job report read realistic rows.
      'job_applicants',
      sql`insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key, cv_filename, cv_mime, cv_size, status, talent_pool, source, cv_text, submitted_at, stage_entered_at, updated_at)
        select 'bench-app-' || g, 'job-001', 'Applicant ' || g, 'applicant' || g || '@example.org', '+971500000000',
               'Cover letter ' || g, 'cv/2026/bench.pdf', 'cv.pdf', 'application/pdf', 1000,
               (array['Pending','Pending','Shortlisted','Interviewed','Rejected','Hired'])[1 + g % 6],
               g % 7 < 2,
               (array['','linkedin','indeed','newsletter','referral'])[1 + g % 5],
               'Professional experience: ' || w.words[1 + g % ${CV_WORDS.length}] || ' '
                 || w.words[1 + (g / 7) % ${CV_WORDS.length}] || ' '
                 || w.words[1 + (g / 61) % ${CV_WORDS.length}]
                 || case when g % 997 = 0 then ' zooarchaeology' else '' end
                 || '. Reference ' || md5(g::text),
               now() - (g || ' seconds')::interval, now() - (g || ' seconds')::interval + interval '2 hours', now()
        from generate_series(1, ${rows}) g,
             (select ${sql.raw(`array[${CV_WORDS.map((word) => `'${word}'`).join(',')}]`)} as words) w
        on conflict do nothing`,
    ],
    [
      // Their history (decision 045): the application, and the move to the stage they are in.
      'applicant_events',
      sql`insert into applicant_events (applicant_id, kind, from_stage, to_stage, created_at)
        select a.id, e.kind, e.from_stage, e.to_stage, e.created_at
        from job_applicants a
        cross join lateral (values
          ('applied', null, 'Pending', a.submitted_at),
          ('stage', 'Pending', a.status, a.stage_entered_at)
        ) as e(kind, from_stage, to_stage, created_at)
        where a.id like 'bench-app-%'
          and (e.kind = 'applied' or a.status <> 'Pending')
          and not exists (select 1 from applicant_events x where x.applicant_id = a.id)`,
    ],
    [
      'consultants',
      sql`insert into consultants (id, name, title, specialization, experience, bio, expertise, is_active, sort_order, created_at, updated_at)
        select 'bench-con-' || g, 'Consultant ' || g, 'Advisor', 'Strategy', '5 years', 'Bio', '["Business"]'::jsonb,
               false, 100 + g, now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'consultancy_requests',
      sql`insert into consultancy_requests (id, consultant_id, name, email, phone, company, message, status, submitted_at, updated_at)
        select 'bench-creq-' || g, 'con-001', 'Client ' || g, 'client' || g || '@example.org', '+971500000000',
               'Company ' || g, 'Please call ' || g, 'Pending', now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      // Decision 043: one investor file per bench user, in every state (pending the most).
      'investor_files',
      sql`insert into investor_files (id, user_id, name, email, classification, nationality, residence, state, submitted_at, created_at, updated_at)
        select 'bench-ifile-' || g, 'bench-user-' || g, 'Bench User ' || g, 'bench' || g || '@example.org',
               (array['retail','professional'])[1 + g % 2], 'Emirati', 'United Arab Emirates',
               (array['pending','pending','verified','rejected','draft'])[1 + g % 5],
               case when g % 5 = 4 then null else now() - (g || ' seconds')::interval end,
               now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'contact_messages',
      sql`insert into contact_messages (id, name, email, subject, message, is_read, submitted_at)
        select 'bench-msg-' || g, 'Sender ' || g, 'sender' || g || '@example.org', 'Subject ' || g,
               'Message ' || md5(g::text), g % 3 = 0, now() - (g || ' seconds')::interval
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    // Each request above opened its conversation (a trigger, migration 0018): ROWS in each of
    // the four areas. Spread them over the inbox's filters as a working inbox would be (each
    // by its own modulus, so no two filters pick the same rows): a seventh in Arabic; a
    // quarter the admin's, a quarter unassigned, the rest six colleagues';
    // some waiting for the requester or closed; due times from two days overdue to a week
    // ahead; a quarter unread.
    [
      'staff',
      sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
        select 'bench-staff-' || g, 'Bench Staff ' || g, 'staff' || g || '@example.org', true,
               'admin', now(), now()
        from generate_series(1, 6) g on conflict do nothing`,
    ],
    [
      'conversations',
      sql`update conversations c set
          locale = case when n % 7 = 0 then 'ar' else 'en' end,
          assignee_id = case when n % 4 = 0 then (select id from "user" where role = 'admin' order by created_at limit 1)
                             when n % 3 = 0 then null else 'bench-staff-' || (1 + n % 6) end,
          state = case when c.state = 'closed' or n % 10 = 0 then 'closed'
                       when n % 5 = 1 then 'waiting' else 'open' end,
          due_at = case when c.state = 'closed' or n % 10 = 0 or n % 5 = 1 then null
                        else now() + (((n % 216) - 48) || ' hours')::interval end,
          unread_for_staff = n % 4 = 1
        from (select id, row_number() over (order by id) as n
              from conversations where request_id like 'bench-%') b
        where c.id = b.id`,
    ],
    // A tenth of them have an answer from the requester: the inbox's search in message text.
    [
      'conversation_events',
      sql`insert into conversation_events (conversation_id, kind, author_name, body, created_at)
        select c.id, 'message_in', c.name, 'Following up on invoice ' || md5(c.id), c.last_event_at
        from conversations c where c.request_id like 'bench-%' and hashtext(c.id) % 10 = 0`,
    ],
    // Decision 047: every investment with a draft, half of them in review (the queue's rows).
    [
      'content_drafts',
      sql`insert into content_drafts (content_type, item_id, document, state, last_editor_name, submitted_at, updated_at)
        select 'investment', 'bench-inv-' || g,
               jsonb_build_object('title', 'Benchmark opportunity ' || g || ' (draft)', 'titleAr', ''),
               case when g % 2 = 0 then 'in-review' else 'editing' end, 'Bench Editor',
               case when g % 2 = 0 then now() - (g || ' seconds')::interval end, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    // Decision 052: one item in a hundred of each type with a translation out of date (the
    // volume rows have no Arabic, so every one of them is "missing Arabic").
    [
      'content_translations',
      sql`insert into content_translations (content_type, item_id, marks, is_outdated)
        select t.type, t.prefix || g,
               jsonb_build_object(t.field, jsonb_build_object('stale', 'ar', 'since', now())), true
        from generate_series(1, ${rows}, 100) g,
             (values ('package', 'bench-pkg-', 'name'), ('team-member', 'bench-team-', 'name'),
                     ('testimonial', 'bench-testimonial-', 'quote'), ('job', 'bench-job-', 'title'),
                     ('consultant', 'bench-con-', 'name')) as t(type, prefix, field)
        on conflict do nothing`,
    ],
    [
      'audit_log',
      sql`insert into audit_log (actor_email, action, entity, entity_id, after, created_at)
        select 'admin@example.com', 'update', 'investments', 'bench-inv-' || g, '{"bench":true}'::jsonb,
               now() - (g || ' seconds')::interval
        from generate_series(1, ${rows}) g`,
    ],
  ]
  for (const [table, statement] of statements) {
    const t0 = Date.now()
    const result = (await db.execute(statement)) as { rowCount?: number; affectedRows?: number }
    // The rows each statement wrote (pg says rowCount, PGlite affectedRows): the staff are six.
    const written = result.rowCount ?? result.affectedRows ?? rows
    console.log(`${table.padEnd(26)} ${written} rows  ${Date.now() - t0} ms`)
  }
  // What autovacuum does in production: statistics, and the visibility map for index-only scans.
  await db.execute(sql`vacuum analyze`)
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  await closeDatabase()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
