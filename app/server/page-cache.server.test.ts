import { describe, expect, test } from 'vitest'
import { bodyOf, pageOf } from './page-cache.server'

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
