import { describe, expect, test } from 'vitest'
import { clientIp, limiterKeyOfAddress } from './rate-limit.server'

describe('the key a client address is limited by', () => {
  test('an IPv4 address is its own key', () => {
    expect(limiterKeyOfAddress('203.0.113.7')).toBe('203.0.113.7')
  })

  test('every address of one IPv6 /64 shares one key', () => {
    const key = limiterKeyOfAddress('2001:db8:85a3:1:aaaa:bbbb:cccc:1')
    expect(key).toBe('2001:db8:85a3:1::/64')
    expect(limiterKeyOfAddress('2001:db8:85a3:1::2')).toBe(key)
    expect(limiterKeyOfAddress('2001:0DB8:85A3:0001:ffff:ffff:ffff:ffff')).toBe(key)
    expect(limiterKeyOfAddress('[2001:db8:85a3:1::9]')).toBe(key)
    expect(limiterKeyOfAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  test('the next /64 is another key', () => {
    expect(limiterKeyOfAddress('2001:db8:85a3:2::1')).not.toBe(
      limiterKeyOfAddress('2001:db8:85a3:1::1'),
    )
    expect(limiterKeyOfAddress('::1')).toBe('0:0:0:0::/64')
  })

  test('an IPv4-mapped IPv6 address is the IPv4 address', () => {
    expect(limiterKeyOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(limiterKeyOfAddress('::ffff:cb00:7107')).toBe('203.0.113.7')
  })

  test('anything else is left as it is', () => {
    expect(limiterKeyOfAddress('unknown')).toBe('unknown')
    expect(limiterKeyOfAddress('1:2:3')).toBe('1:2:3')
  })

  test('the address the platform puts in the load context is keyed the same way', () => {
    const context = { cspNonce: '', facts: { method: 'POST', clientAddress: '2001:db8::abcd' } }
    expect(clientIp(context)).toBe('2001:db8:0:0::/64')
    const unknown = { cspNonce: '', facts: { method: 'POST', clientAddress: 'unknown' } }
    expect(clientIp(unknown)).toBe('unknown')
  })
})
