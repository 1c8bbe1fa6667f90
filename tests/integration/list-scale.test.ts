import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { beforeAll, describe, expect, test } from 'vitest'
import {
  consultancyRequests,
  consultants,
  contactMessages,
  conversationEvents,
  investorFiles,
  investorFilesSearchText,
  conversations,
  dataRequests,
  emailOutbox,
  investmentRequests,
  investments,
  jobApplicants,
  jobListings,
  packages,
  searchTextOf,
  teamMembers,
  testimonials,
  user,
  userInvestmentRequests,
} from '#db/schema'
import { talentPoolSearch } from '~/domain/careers/talent-pool.server'
import { listContactMessages } from '~/domain/contact/contact.server'
import { formatTotal } from '~/lib/list-query'
import { getDb } from '~/server/db.server'
import { SEARCH_COUNT_LIMIT } from '~/server/list.server'
import { prepareTestApp } from '../support/app'

beforeAll(prepareTestApp)

const searched: [PgTable, SQL][] = [
  [user, searchTextOf.user],
  [investments, searchTextOf.investments],
  [packages, searchTextOf.packages],
  [investmentRequests, searchTextOf.investmentRequests],
  [userInvestmentRequests, searchTextOf.userInvestmentRequests],
  [teamMembers, searchTextOf.teamMembers],
  [testimonials, searchTextOf.testimonials],
  [jobListings, searchTextOf.jobListings],
  [jobApplicants, searchTextOf.jobApplicants],
  [consultants, searchTextOf.consultants],
  [consultancyRequests, searchTextOf.consultancyRequests],
  [contactMessages, searchTextOf.contactMessages],
  [emailOutbox, searchTextOf.emailOutbox],
  [dataRequests, searchTextOf.dataRequests],
  [conversations, searchTextOf.conversations],
  [conversationEvents, searchTextOf.conversationEvents],
  [investorFiles, investorFilesSearchText],
]

describe('admin list searches at scale', () => {
  test('every search expression of db/schema.ts is checked below', () => {
    const checked = new Set(searched.map(([, text]) => text))
    for (const [name, text] of Object.entries(searchTextOf))
      expect(checked.has(text), name).toBe(true)
  })

  test.each(searched.map(([table, text]) => [getTableName(table), table, text] as const))(
    'the %s search is answered by its trigram index',
    async (name, table, text) => {
      const db = await getDb()
      // With sequential scans priced out, the plan shows whether the index can answer the
      // search at all: it can only when the query's expression is the indexed one.
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        const result = (await tx.execute(
          sql`explain select 1 from ${table} where ${text} like '%needle%'`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] }
        return result.rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      expect(plan).toContain(`${name}_search_idx`)
    },
  )

  test.each(searched.map(([table]) => [getTableName(table)] as const))(
    'the planner has statistics on the %s search expression, the very one its index holds',
    async (name) => {
      const db = await getDb()
      // Without them it guesses that every term matches 1 % of the rows (migration 0014).
      const result = (await db.execute(sql`
        select pg_get_statisticsobjdef_expressions(s.oid)::text as statistics,
               array[pg_get_indexdef(i.oid, 1, false)]::text as indexed
          from pg_statistic_ext s, pg_class i
         where s.stxname = ${`${name}_search_stats`} and i.relname = ${`${name}_search_idx`}
      `)) as unknown as { rows: { statistics: string; indexed: string }[] }
      expect(result.rows).toHaveLength(1)
      expect(result.rows[0].statistics).toBe(result.rows[0].indexed)
    },
  )

  test("the talent pool's search reads the CV words from their GIN index, names from trigrams", async () => {
    const db = await getDb()
    // Decision 045: the words of the cover letter and CV (job_applicants_document_idx, on the
    // very expression the search uses) OR the name and e-mail (the trigram index).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = (await tx.execute(
        sql`explain select 1 from ${jobApplicants} where ${talentPoolSearch('treasury analyst')}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }
      return result.rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('job_applicants_document_idx')
    expect(plan).toContain('job_applicants_search_idx')
  })

  test('a broad search counts up to a limit past the page and says so; an unsearched list counts exactly', async () => {
    const db = await getDb()
    const rows = SEARCH_COUNT_LIMIT + 100
    await db.execute(sql`
      insert into contact_messages (id, name, email, subject, message, is_read, submitted_at)
      select 'scale-' || g, 'Scale Sender ' || g, 'scale' || g || '@example.org', 'Subject ' || g,
             'Message', false, now() - (g || ' seconds')::interval
      from generate_series(1, ${rows}) g`)

    const first = await listContactMessages({ q: 'SCALE sender', status: 'all', page: 1 })
    expect(first.rows).toHaveLength(25)
    expect(first.rows[0].name).toBe('Scale Sender 1')
    expect(first).toMatchObject({ total: SEARCH_COUNT_LIMIT, more: true })
    expect(formatTotal(first, 'en-AE')).toBe('1,000+')

    // Further on, the count reaches past the page: here it runs out and is exact again.
    const later = await listContactMessages({ q: 'scale sender', status: 'all', page: 5 })
    expect(later).toMatchObject({ total: rows, more: false, pageCount: 44 })
    expect(later.rows[0].name).toBe('Scale Sender 101')

    const selective = await listContactMessages({ q: 'sender 1099', status: 'all', page: 1 })
    expect(selective).toMatchObject({ total: 1, more: false })
    expect(selective.rows.map((row) => row.email)).toEqual(['scale1099@example.org'])

    const all = await listContactMessages({ q: '', status: 'all', page: 1 })
    expect(all.more).toBe(false)
    expect(all.total).toBeGreaterThanOrEqual(rows)
  })
})
