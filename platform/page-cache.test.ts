import { describe, expect, test } from 'vitest'
import { bodyOf, memoryPageStore, pageOf } from './page-cache'

const RENDERED_NONCE = 'cmVuZGVyZWQtbm9uY2U='

function keptPage(body: string) {
  const response = { status: 200, headers: new Headers({ 'content-type': 'text/html' }) }
  return pageOf(response, body, { nonce: RENDERED_NONCE, generation: 0, ttlMs: 60_000 })
}

describe('a kept page is answered with each answer’s own nonce', () => {
  test('every place the rendering’s nonce stood, in an Arabic page, byte for byte', () => {
    const page = keptPage(
      `<html dir="rtl"><script nonce="${RENDERED_NONCE}">1</script><p>فرص استثمارية ’</p>` +
        `<script nonce="${RENDERED_NONCE}">2</script></html>`,
    )
    const first = bodyOf(page, 'Zmlyc3Q=')
    const second = bodyOf(page, 'c2Vjb25k')
    expect(first.toString('utf8')).toBe(
      '<html dir="rtl"><script nonce="Zmlyc3Q=">1</script><p>فرص استثمارية ’</p>' +
        '<script nonce="Zmlyc3Q=">2</script></html>',
    )
    expect(second.toString('utf8')).not.toContain('Zmlyc3Q=')
    expect(second.toString('utf8').match(/nonce="c2Vjb25k"/g)).toHaveLength(2)
  })

  test('a page without a nonce is sent as it was rendered', () => {
    const page = keptPage('<p>no script</p>')
    expect(bodyOf(page, 'Zmlyc3Q=').toString('utf8')).toBe('<p>no script</p>')
  })
})

describe('the memory store', () => {
  const pageOfSize = (characters: number, generation = 0) => ({
    ...keptPage('x'.repeat(characters)),
    generation,
  })

  test('keeps the most recently used pages within its room, the oldest used out first', async () => {
    // A page of 1,000 characters counts 2,512 bytes (2 a character, plus 512): four fit in
    // 10,100, and none is over a quarter of it.
    const store = memoryPageStore({ maxBytes: 10_100 })
    for (const key of ['/a', '/b', '/c', '/d']) await store.write(key, pageOfSize(1_000))
    expect((await store.read('/a')).page).toBeDefined()
    await store.write('/e', pageOfSize(1_000))
    expect((await store.read('/b')).page).toBeUndefined()
    for (const key of ['/a', '/c', '/d', '/e']) expect((await store.read(key)).page).toBeDefined()
  })

  test('an invalidation empties it, and a page rendered before it is not kept', async () => {
    const store = memoryPageStore()
    await store.write('/a', pageOfSize(10))
    await store.invalidate()
    expect(await store.read('/a')).toEqual({ page: undefined, generation: 1 })
    await store.write('/a', pageOfSize(10, 0))
    expect((await store.read('/a')).page).toBeUndefined()
    await store.write('/a', pageOfSize(10, 1))
    expect((await store.read('/a')).page).toBeDefined()
  })

  test('a page past its time is not served', async () => {
    const store = memoryPageStore()
    await store.write('/a', { ...pageOfSize(10), expiresAt: Date.now() - 1 })
    expect((await store.read('/a')).page).toBeUndefined()
  })

  test('a page larger than a quarter of the room is not kept', async () => {
    const store = memoryPageStore({ maxBytes: 8_000 })
    await store.write('/a', pageOfSize(1_000))
    expect((await store.read('/a')).page).toBeUndefined()
  })
})
