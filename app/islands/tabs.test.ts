// @vitest-environment happy-dom
import { afterEach, describe, expect, test } from 'vitest'
import { setUpTabs } from './tabs'

/** Tabs as ui/tabs.tsx renders them on the server: every panel, the inactive ones hidden. */
function tabsMarkup(
  id: string,
  tabs: { value: string; panel?: string; disabled?: boolean }[],
  selected: string,
  dir: 'ltr' | 'rtl' = 'ltr',
): string {
  const triggers = tabs
    .map(
      ({ value, disabled }) =>
        `<button type="button" role="tab" id="${id}-trigger-${value}" aria-controls="${id}-content-${value}"` +
        ` aria-selected="${value === selected}" data-state="${value === selected ? 'active' : 'inactive'}"` +
        ` tabindex="-1"${disabled ? ' disabled' : ''}>${value}</button>`,
    )
    .join('')
  const panels = tabs
    .map(
      ({ value, panel }) =>
        `<div role="tabpanel" id="${id}-content-${value}" aria-labelledby="${id}-trigger-${value}"` +
        ` data-state="${value === selected ? 'active' : 'inactive'}" tabindex="0"` +
        `${value === selected ? '' : ' hidden'}>${panel ?? value}</div>`,
    )
    .join('')
  return (
    `<div id="${id}" dir="${dir}" data-orientation="horizontal" data-island="tabs">` +
    `<div role="tablist" aria-orientation="horizontal" tabindex="-1">${triggers}</div>${panels}</div>`
  )
}

const THREE = [{ value: 'details' }, { value: 'packages' }, { value: 'resources' }]

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('dir')
})

/** Renders the markup, runs the island on each tabs root in it, returns the first root. */
function setUp(html: string): HTMLElement {
  document.body.innerHTML = html
  const roots = document.querySelectorAll<HTMLElement>('[data-island="tabs"]')
  for (const root of roots) cleanups.push(setUpTabs(root))
  return roots[0]
}

const tab = (id: string, value: string) => document.getElementById(`${id}-trigger-${value}`)!
const panel = (id: string, value: string) => document.getElementById(`${id}-content-${value}`)!

/** The selected tab's value, checked against every tab's and panel's attributes. */
function selectedOf(id: string, values = THREE.map(({ value }) => value)): string {
  const selected = values.filter((value) => tab(id, value).getAttribute('aria-selected') === 'true')
  expect(selected).toHaveLength(1)
  for (const value of values) {
    const isSelected = value === selected[0]
    const state = isSelected ? 'active' : 'inactive'
    expect(tab(id, value).getAttribute('data-state')).toBe(state)
    expect(tab(id, value).tabIndex).toBe(isSelected ? 0 : -1)
    expect(panel(id, value).hidden).toBe(!isSelected)
    expect(panel(id, value).getAttribute('data-state')).toBe(state)
  }
  return selected[0]
}

function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event
}

describe('the tabs island', () => {
  test('makes the selected tab the one tab stop and leaves its panel alone visible', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    expect(selectedOf('t')).toBe('details')
  })

  test('a click selects a tab and shows its panel only', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    tab('t', 'packages').click()
    expect(selectedOf('t')).toBe('packages')
    expect(document.activeElement).toBe(tab('t', 'packages'))
  })

  test('a click inside a tab (on its text or icon) selects it too', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    tab('t', 'resources').innerHTML = '<span>Resources</span>'
    ;(tab('t', 'resources').firstElementChild as HTMLElement).click()
    expect(selectedOf('t')).toBe('resources')
  })

  test('the arrow keys move and select, focus following, looping at the ends', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    tab('t', 'details').focus()
    const event = press(tab('t', 'details'), 'ArrowRight')
    expect(event.defaultPrevented).toBe(true)
    expect(selectedOf('t')).toBe('packages')
    expect(document.activeElement).toBe(tab('t', 'packages'))
    press(tab('t', 'packages'), 'ArrowRight')
    press(tab('t', 'resources'), 'ArrowRight')
    expect(selectedOf('t')).toBe('details')
    press(tab('t', 'details'), 'ArrowLeft')
    expect(selectedOf('t')).toBe('resources')
    expect(document.activeElement).toBe(tab('t', 'resources'))
  })

  test('Home and End go to the first and the last tab', () => {
    setUp(tabsMarkup('t', THREE, 'packages'))
    press(tab('t', 'packages'), 'End')
    expect(selectedOf('t')).toBe('resources')
    press(tab('t', 'resources'), 'Home')
    expect(selectedOf('t')).toBe('details')
    expect(document.activeElement).toBe(tab('t', 'details'))
  })

  test('right to left, on the root or on the document, ArrowLeft goes on and ArrowRight back', () => {
    setUp(tabsMarkup('t', THREE, 'details', 'rtl'))
    press(tab('t', 'details'), 'ArrowLeft')
    expect(selectedOf('t')).toBe('packages')
    press(tab('t', 'packages'), 'ArrowRight')
    expect(selectedOf('t')).toBe('details')

    document.documentElement.setAttribute('dir', 'rtl')
    setUp(tabsMarkup('t', THREE, 'details').replace(' dir="ltr"', ''))
    press(tab('t', 'details'), 'ArrowLeft')
    expect(selectedOf('t')).toBe('packages')
  })

  test('up and down arrows, modified keys and other keys change nothing', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    for (const [key, init] of [
      ['ArrowDown', {}],
      ['ArrowUp', {}],
      ['ArrowRight', { shiftKey: true }],
      ['ArrowRight', { altKey: true }],
      ['ArrowRight', { ctrlKey: true }],
      ['End', { metaKey: true }],
      ['a', {}],
    ] as const) {
      expect(press(tab('t', 'details'), key, init).defaultPrevented).toBe(false)
      expect(selectedOf('t')).toBe('details')
    }
  })

  test('a disabled tab is skipped by the keys and cannot be selected', () => {
    const tabs = [
      { value: 'details' },
      { value: 'packages', disabled: true },
      { value: 'resources' },
    ]
    setUp(tabsMarkup('t', tabs, 'details'))
    press(tab('t', 'details'), 'ArrowRight')
    expect(selectedOf('t')).toBe('resources')
    tab('t', 'packages').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(selectedOf('t')).toBe('resources')
  })

  test('tabs nested in a panel are their own: the outer ones leave them be', () => {
    const inner = tabsMarkup('inner', [{ value: 'a' }, { value: 'b' }], 'a')
    setUp(tabsMarkup('t', [{ value: 'details', panel: inner }, ...THREE.slice(1)], 'details'))
    press(tab('inner', 'a'), 'ArrowRight')
    expect(selectedOf('inner', ['a', 'b'])).toBe('b')
    expect(selectedOf('t')).toBe('details')
    press(tab('t', 'details'), 'End')
    expect(selectedOf('t')).toBe('resources')
    expect(selectedOf('inner', ['a', 'b'])).toBe('b')
  })

  test('the cleanup removes its listeners', () => {
    setUp(tabsMarkup('t', THREE, 'details'))
    for (const cleanup of cleanups.splice(0)) cleanup()
    tab('t', 'packages').click()
    press(tab('t', 'details'), 'End')
    expect(selectedOf('t')).toBe('details')
  })
})
