import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'

describe('parseEnv', () => {
  test('an empty environment gives the embedded defaults', () => {
    const config = parseEnv({})
    expect(config.PORT).toBe(3000)
    expect(config.APP_URL).toBe('http://localhost:3000')
    expect(config.PGLITE_DIR).toBe('./data/db')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.ADMIN_EMAIL).toBe('admin@example.com')
  })

  test('RENDER_THREADS: unset or empty leaves the count to the cores, 0 turns them off', () => {
    expect(parseEnv({}).RENDER_THREADS).toBeUndefined()
    expect(parseEnv({ RENDER_THREADS: '' }).RENDER_THREADS).toBeUndefined()
    expect(parseEnv({ RENDER_THREADS: '0' }).RENDER_THREADS).toBe(0)
    expect(parseEnv({ RENDER_THREADS: '3' }).RENDER_THREADS).toBe(3)
    expect(() => parseEnv({ RENDER_THREADS: 'many' })).toThrow(/RENDER_THREADS/)
  })

  test('APP_URL follows PORT unless given', () => {
    expect(parseEnv({ PORT: '4100' }).APP_URL).toBe('http://localhost:4100')
    expect(parseEnv({ APP_URL: 'https://invest.example.ae/' }).APP_URL).toBe(
      'https://invest.example.ae',
    )
  })

  test('LOG_LEVEL is validated, info by default and silent under test', () => {
    expect(parseEnv({}).LOG_LEVEL).toBe('info')
    expect(parseEnv({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent')
    expect(parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug')
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  test('a bad value names the variable and what is expected', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ ADMIN_EMAIL: 'not-an-address' })).toThrow(/ADMIN_EMAIL: .*email/i)
    expect(() => parseEnv({ DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/)
  })
})
