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
      'job_listings',
      sql`insert into job_listings (id, title, department, location, type, description, is_active, created_at, updated_at)
        select 'bench-job-' || g, 'Bench Role ' || g, 'Finance', 'Dubai, UAE', 'Full-time', 'Synthetic job ' || g,
               false, now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
    ],
    [
      'job_applicants',
      sql`insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key, cv_filename, cv_mime, cv_size, status, submitted_at, updated_at)
        select 'bench-app-' || g, 'job-001', 'Applicant ' || g, 'applicant' || g || '@example.org', '+971500000000',
               'Cover letter ' || g, 'cv/2026/bench.pdf', 'cv.pdf', 'application/pdf', 1000,
               'Pending', now() - (g || ' seconds')::interval, now()
        from generate_series(1, ${rows}) g on conflict do nothing`,
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
      'contact_messages',
      sql`insert into contact_messages (id, name, email, subject, message, is_read, submitted_at)
        select 'bench-msg-' || g, 'Sender ' || g, 'sender' || g || '@example.org', 'Subject ' || g,
               'Message ' || md5(g::text), g % 3 = 0, now() - (g || ' seconds')::interval
        from generate_series(1, ${rows}) g on conflict do nothing`,
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
    await db.execute(statement)
    console.log(`${table.padEnd(26)} +${rows} rows  ${Date.now() - t0} ms`)
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
