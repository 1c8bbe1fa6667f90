import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { contentDrafts, contentRevisions, dataRequests } from '#db/schema'
import { emailHash, erasePersonalData } from '~/domain/privacy/personal-data.server'
import { newId } from '~/lib/ids'
import { action as editAction } from '~/routes/admin/package-edit'
import { getDb } from '~/server/db.server'
import { prepareTestApp } from '../support/app'
import { onDraft as onDraftOf, setReview } from '../support/publishing'
import { staffWithRole } from '../support/investor-file'
import { callRoute, postForm, statusOf, type TestAccount } from '../support/requests'

/*
 * Decision 048: drafts and revisions name the staff who edited, returned and published them.
 * When such a person's account is erased, those names become "Erased", as their authorship of
 * conversation replies does; what was done and when stays, and other people's names stay.
 */

let editor: TestAccount
let reviewer: TestAccount
let publisher: TestAccount

const fields = (name: string) => ({
  name,
  description: 'Guidance for an investment.',
  price: '1000.00',
  'services[0]': 'Assessment',
})

async function erase(account: TestAccount) {
  const db = await getDb()
  const id = newId('dreq')
  await db.insert(dataRequests).values({
    id,
    email: account.email,
    emailHash: emailHash(account.email),
    userId: account.id,
    kind: 'erasure',
    state: 'confirmed',
    source: 'staff',
    dueAt: new Date(Date.now() + 30 * 86_400_000),
  })
  await erasePersonalData(
    { email: account.email },
    { actor: { id: publisher.id, email: publisher.email }, dataRequestId: id },
  )
}

beforeAll(async () => {
  await prepareTestApp()
  editor = await staffWithRole('editor', 'Erasable Editor')
  reviewer = await staffWithRole('admin', 'Erasable Reviewer')
  publisher = await staffWithRole('admin', 'Kept Publisher')
  // Packages under review, so a second person publishes and a reviewer returns.
  await setReview(publisher, 'package', true)
})

test("an erased staff member's name leaves drafts and revisions; the work stays", async () => {
  const edit = (id: string, name: string) =>
    callRoute(
      editAction,
      postForm(`/admin/packages/edit/${id}`, fields(name), { cookie: editor.cookie }),
      { id },
    )
  const onDraft = (id: string, account: TestAccount, form: Record<string, string>) =>
    onDraftOf('package', id, account, form)

  // pkg-003: edited by the editor, published by another person.
  expect(statusOf(await edit('pkg-003', 'Published Change'))).toBe(302)
  expect(statusOf(await onDraft('pkg-003', editor, { intent: 'submit' }))).toBe(302)
  expect(statusOf(await onDraft('pkg-003', publisher, { intent: 'approve' }))).toBe(302)
  // pkg-002: a draft the reviewer returned to the editor.
  expect(statusOf(await edit('pkg-002', 'Returned Change'))).toBe(302)
  expect(statusOf(await onDraft('pkg-002', editor, { intent: 'submit' }))).toBe(302)
  expect(
    statusOf(await onDraft('pkg-002', reviewer, { intent: 'return', comment: 'Add the price.' })),
  ).toBe(302)

  await erase(editor)
  await erase(reviewer)

  const db = await getDb()
  const [revision] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.itemId, 'pkg-003'), eq(contentRevisions.number, 1)))
  expect(revision).toMatchObject({
    editedByName: 'Erased',
    editedById: null,
    publishedByName: 'Kept Publisher',
    publishedById: publisher.id,
  })
  expect(revision.document).toMatchObject({ name: 'Published Change' })
  const [draft] = await db.select().from(contentDrafts).where(eq(contentDrafts.itemId, 'pkg-002'))
  expect(draft).toMatchObject({
    state: 'returned',
    lastEditorName: 'Erased',
    reviewerName: 'Erased',
    reviewComment: 'Add the price.',
  })
  expect(draft.document).toMatchObject({ name: 'Returned Change' })
})
