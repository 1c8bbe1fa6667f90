import { expect, test } from 'vitest'
import { can, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from './permissions'

test('an Administrator has every permission, a registered user and a visitor none', () => {
  for (const permission of PERMISSIONS) {
    expect(can('admin', permission)).toBe(true)
    expect(can('user', permission)).toBe(false)
    expect(can(null, permission)).toBe(false)
    expect(can('ADMIN', permission)).toBe(false)
  }
})

test('a Recruiter opens jobs and applicants (and their CVs), nothing else', () => {
  expect(ROLE_PERMISSIONS.recruiter).toEqual(['dashboard', 'account', 'jobs', 'applicants'])
})

test('the Investment desk reads investments but does not change them', () => {
  expect(can('investment_desk', 'investments:read')).toBe(true)
  expect(can('investment_desk', 'investments:write')).toBe(false)
  expect(can('investment_desk', 'requests')).toBe(true)
})

test('every staff member opens the dashboard and their own account', () => {
  for (const role of STAFF_ROLES) {
    expect(can(role, 'dashboard')).toBe(true)
    expect(can(role, 'account')).toBe(true)
  }
})
