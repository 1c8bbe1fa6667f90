/** A complete investment form as the admin's browser posts it, with `overrides` on top. */
export function validInvestmentFields(overrides: Record<string, string | File | undefined> = {}) {
  return {
    title: 'Ras Al Khaimah Eco Resort',
    description: 'A boutique eco resort on the Ras Al Khaimah coast.',
    type: 'Resource-based',
    department: 'Real Estate',
    profitMargin: '11-13% annually',
    profitSchema: 'Room revenue shared quarterly.',
    isActive: 'on',
    'links[0].title': 'RAK Tourism',
    'links[0].url': 'https://raktda.com',
    'links[1].title': 'Dropped row without url',
    'links[2].url': 'https://dropped.example',
    packageIds: 'pkg-003',
    ...overrides,
  }
}

let reviewer: { id: string; email: string; name: string; role: string } | null = null

/**
 * Publishes the investment's draft as the product does (decision 047): submitted for
 * review, then approved by a second person with the publish permission, a reviewer made
 * once per test file. Fails the test with the refusal when the rules refuse it.
 */
export async function publishAsReviewer(id: string): Promise<number> {
  const { publishDraft, readDraft, submitDraft } =
    await import('~/domain/publishing/publishing.server')
  const { staffWithRole } = await import('./investor-file')
  if (!reviewer) {
    const account = await staffWithRole('admin', 'Second Reviewer')
    reviewer = { id: account.id, email: account.email, name: 'Second Reviewer', role: 'admin' }
  }
  const draft = await readDraft('investment', id)
  if (draft?.state !== 'in-review') {
    const submitted = await submitDraft(reviewer, 'investment', id)
    if (submitted.kind !== 'submitted') throw new Error(`not submitted: ${submitted.kind}`)
  }
  const published = await publishDraft(reviewer, 'investment', id)
  if (published.kind !== 'published') throw new Error(`not published: ${published.kind}`)
  return published.revision
}
