import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  test.each([
    ['/admin', '/admin'],
    ['/admin/requests?tab=custom#top', '/admin/requests?tab=custom#top'],
    ['/investments/inv-001', '/investments/inv-001'],
    // Characters above U+00FF come back percent-encoded, so a Location header can carry them.
    ['/caf\u00e9/\u0645\u0631\u062d\u0628\u0627', '/caf%C3%A9/%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-site path %j', (target, expected) => {
    expect(safeRedirect(target, '/dashboard')).toBe(expected)
  })

  test.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/admin\u0000',
    '/admin\u0007',
    '/admin\u007f',
    'admin',
    '',
    `/${'a'.repeat(3_000)}`,
    undefined,
    null,
    42,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target, '/dashboard')).toBe('/dashboard')
  })
})
