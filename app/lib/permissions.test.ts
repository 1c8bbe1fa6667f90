import { expect, test } from 'vitest'
import { canOpen, ROLE_PERMISSIONS, STAFF_ROLES } from './permissions'

test('an Administrator may open every admin path, a user none', () => {
  for (const path of ['/admin', '/admin/staff', '/admin/audit', '/admin/anything-new']) {
    expect(canOpen('admin', path, 'write')).toBe(true)
    expect(canOpen('user', path, 'read')).toBe(false)
    expect(canOpen(null, path, 'read')).toBe(false)
  }
})

test('a Recruiter opens jobs and applicants (and their CVs), nothing else', () => {
  expect(canOpen('recruiter', '/admin/careers/jobs', 'write')).toBe(true)
  expect(canOpen('recruiter', '/admin/careers/applicants/abc/cv', 'read')).toBe(true)
  expect(canOpen('recruiter', '/admin/careers/applicants/export', 'read')).toBe(true)
  expect(canOpen('recruiter', '/admin/careers', 'read')).toBe(true)
  expect(canOpen('recruiter', '/admin/consultancy', 'read')).toBe(false)
  expect(canOpen('recruiter', '/admin/requests', 'read')).toBe(false)
  expect(canOpen('recruiter', '/admin/settings', 'read')).toBe(false)
  expect(canOpen('recruiter', '/admin/staff', 'read')).toBe(false)
})

test('the Investment desk reads investments but does not change them', () => {
  expect(canOpen('investment_desk', '/admin/investments', 'read')).toBe(true)
  expect(canOpen('investment_desk', '/admin/investments', 'write')).toBe(false)
  expect(canOpen('investment_desk', '/admin/investments/create', 'read')).toBe(false)
  expect(canOpen('investment_desk', '/admin/investments/edit/inv-001', 'read')).toBe(false)
  expect(canOpen('investment_desk', '/admin/requests', 'write')).toBe(true)
})

test('an unknown path below /admin is for Administrators only', () => {
  for (const role of STAFF_ROLES.filter((role) => role !== 'admin'))
    expect(canOpen(role, '/admin/new-screen', 'read')).toBe(false)
})

test('every staff member opens the dashboard and their own account, under /ar too', () => {
  for (const role of STAFF_ROLES) {
    expect(canOpen(role, '/admin', 'read')).toBe(true)
    expect(canOpen(role, '/ar/admin/account', 'write')).toBe(true)
    expect(ROLE_PERMISSIONS[role]).toContain('dashboard')
  }
})
