import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { HONEYPOT_FIELD_NAME } from '~/lib/honeypot'
import { HoneypotField } from './honeypot-field'

describe('the honeypot field', () => {
  // One wrapper around the label and the input; HTML attribute names are case-insensitive.
  const html = renderToString(<HoneypotField />).toLowerCase()
  const wrapper = html.match(/^<div[^>]*>/)?.[0] ?? ''
  const input = html.match(/<input[^>]*>/)?.[0] ?? ''

  test('is hidden from screen readers as a whole, its label included', () => {
    expect(wrapper).toContain('aria-hidden="true"')
    expect(html.endsWith('</div>')).toBe(true)
    expect(html.match(/<div/g)).toHaveLength(1)
  })

  test('is out of the tab order and never autofilled', () => {
    expect(input).toContain('tabindex="-1"')
    expect(input).toContain('autocomplete="off"')
  })

  test('still looks like an ordinary labelled text field to a bot', () => {
    expect(input).toContain(`name="${HONEYPOT_FIELD_NAME}"`)
    expect(input).toContain('type="text"')
    expect(html).toContain(`<label for="${HONEYPOT_FIELD_NAME}">`)
  })
})
