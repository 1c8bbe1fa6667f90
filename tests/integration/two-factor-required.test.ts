import { beforeAll, expect, test } from 'vitest'
import { loader as accountLoader } from '~/routes/admin/account'
import { loader as dashboardLoader } from '~/routes/admin/dashboard'
import { loader as teamLoader, action as teamAction } from '~/routes/admin/team'
import { prepareTestApp } from '../support/app'
import { callRoute, getRequest, postForm, signInAsAdmin, statusOf } from '../support/requests'

// Read once, when the configuration is first read: this file's own process-wide setting.
process.env.STAFF_REQUIRE_2FA = 'true'

beforeAll(prepareTestApp)

test('with STAFF_REQUIRE_2FA a staff member without two-factor lands on its set-up from every admin URL', async () => {
  const admin = await signInAsAdmin()
  for (const answer of [
    await callRoute(dashboardLoader, getRequest('/admin', { cookie: admin.cookie })),
    await callRoute(teamLoader, getRequest('/admin/team?page=2', { cookie: admin.cookie })),
  ]) {
    expect(statusOf(answer)).toBe(302)
    expect((answer as Response).headers.get('Location')).toBe('/admin/account?required=2fa')
  }
  // A form is refused outright.
  const posted = await callRoute(
    teamAction,
    postForm('/admin/team', { intent: 'delete', id: 'team-001' }, { cookie: admin.cookie }),
  )
  expect(statusOf(posted)).toBe(403)
  // The set-up page itself opens.
  const page = (await callRoute(
    accountLoader,
    getRequest('/admin/account?required=2fa', { cookie: admin.cookie }),
  )) as Awaited<ReturnType<typeof accountLoader>>
  expect(page.isRequired).toBe(true)
  expect(page.twoFactorEnabled).toBe(false)
})
