import crypto from 'node:crypto'
import { queryDb } from './db'

/*
 * The records the page-list specs (admin-small-screen, arabic) open for each address with a
 * parameter: a seeded investment and package, and a conversation. The demo data seeds no
 * request, so the conversation is opened here, from a contact message the specs insert (the
 * database's trigger opens its conversation, as for a message sent through the form).
 */

const SAMPLE_MESSAGE_ID = 'msg-e2e-sample'
/** Stands in a listed address for the sample conversation's id, known only once it exists. */
const SAMPLE_CONVERSATION = 'sample-conversation'
/** An investor file the specs insert (decision 043): a fresh database has none. */
const SAMPLE_INVESTOR_FILE = 'inv-file-e2e-sample'
/** An application the specs insert, and the token of its candidate's link (decision 045). */
const SAMPLE_APPLICANT = 'app-e2e-sample'
const SAMPLE_APPLICATION_TOKEN = 'SampleApplicationLinkToken-e2e-000000000000'

const SAMPLE_IDS: Record<string, string> = {
  investments: 'inv-001',
  packages: 'pkg-001',
  conversations: SAMPLE_CONVERSATION,
  investors: SAMPLE_INVESTOR_FILE,
  applicants: SAMPLE_APPLICANT,
  applications: SAMPLE_APPLICATION_TOKEN,
  // A seeded job: its report (decision 045) opens at /admin/careers/jobs/job-001/report.
  jobs: 'job-001',
}

/**
 * The address of a route pattern (`admin/investments/edit/:id`) with sample values: a seeded
 * record's id after its collection's name, the sample contact message for a request, and
 * `unknown` where no record fits.
 */
export function sampleAddress(pattern: string): string {
  const segments = pattern.split('/')
  return segments
    .map((segment, index) => {
      if (!segment.startsWith(':')) return segment
      if (segment === ':area') return 'contact'
      if (segment === ':requestId') return SAMPLE_MESSAGE_ID
      // A draft's page (decision 047): the seeded investment's.
      if (segment === ':type') return 'investment'
      if (segments[index - 1] === ':type') return SAMPLE_IDS.investments
      const collection = segments
        .slice(0, index)
        .reverse()
        .find((name) => name in SAMPLE_IDS)
      return collection ? SAMPLE_IDS[collection] : 'unknown'
    })
    .join('/')
}

/** The listed address made real: the sample conversation's id in place of its stand-in. */
export async function openableAddress(address: string): Promise<string> {
  if (address.includes(SAMPLE_INVESTOR_FILE)) await insertSampleInvestorFile()
  if (address.includes(SAMPLE_APPLICANT) || address.includes(SAMPLE_APPLICATION_TOKEN))
    await insertSampleApplicant()
  if (!address.includes(SAMPLE_CONVERSATION)) return address
  return address.replace(SAMPLE_CONVERSATION, await sampleConversationId())
}

async function sampleConversationId(): Promise<string> {
  await queryDb(
    `insert into contact_messages (id, name, email, message)
     values ($1, 'Sample Visitor', 'sample-visitor@example.org', 'A sample message.')
     on conflict (id) do nothing`,
    [SAMPLE_MESSAGE_ID],
  )
  const [conversation] = await queryDb<{ id: string }>(
    `select id from conversations where area = 'contact' and request_id = $1`,
    [SAMPLE_MESSAGE_ID],
  )
  return conversation.id
}

/** A submitted investor file without an account, for the review screen's address. */
async function insertSampleInvestorFile(): Promise<void> {
  await queryDb(
    `insert into investor_files (id, name, email, classification, nationality, residence, state, submitted_at)
     values ($1, 'Sample Investor', 'sample-investor@example.org', 'retail', 'Emirati',
       'United Arab Emirates', 'pending', now())
     on conflict (id) do nothing`,
    [SAMPLE_INVESTOR_FILE],
  )
}

/** An application to a seeded job, its first history entry and its candidate's link. */
async function insertSampleApplicant(): Promise<void> {
  await queryDb(
    `insert into job_applicants (id, job_id, name, email, phone, cover_letter, cv_key,
       cv_filename, cv_mime, cv_size)
     values ($1, 'job-001', 'Sample Candidate', 'sample-candidate@example.org', '+971500000000',
       'A sample application.', 'cv/2026/sample.pdf', 'cv.pdf', 'application/pdf', 10)
     on conflict (id) do nothing`,
    [SAMPLE_APPLICANT],
  )
  // Only the token's hash is stored (app/server/link-token.server.ts).
  await queryDb(
    `insert into applicant_links (token_hash, applicant_id) values ($1, $2)
     on conflict (token_hash) do nothing`,
    [crypto.createHash('sha256').update(SAMPLE_APPLICATION_TOKEN).digest('hex'), SAMPLE_APPLICANT],
  )
  await queryDb(
    `insert into applicant_events (applicant_id, kind, to_stage)
     select $1, 'applied', 'Pending'
     where not exists (select 1 from applicant_events where applicant_id = $1)`,
    [SAMPLE_APPLICANT],
  )
}
