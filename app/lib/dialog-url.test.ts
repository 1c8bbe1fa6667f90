import { describe, expect, test } from 'vitest'
import { closedDialogHref, dialogHref, isDialogToggle } from './dialog-url'

describe('dialogHref', () => {
  test('opens a dialog and keeps the rest of the query', () => {
    expect(
      dialogHref({ pathname: '/careers', search: '?department=Legal' }, { apply: 'job-001' }),
    ).toBe('/careers?department=Legal&apply=job-001')
  })

  test('closing the last parameter leaves the bare path', () => {
    expect(dialogHref({ pathname: '/careers', search: '?apply=open' }, { apply: null })).toBe(
      '/careers',
    )
  })

  test('switches from one dialog to another', () => {
    expect(
      dialogHref(
        { pathname: '/admin/team', search: '?q=ali&edit=team-001' },
        { edit: null, delete: 'team-001' },
      ),
    ).toBe('/admin/team?q=ali&delete=team-001')
  })
})

test('closedDialogHref is the page an action returns to', () => {
  expect(
    closedDialogHref('http://site.test/admin/team?page=2&edit=team-003', ['new', 'edit', 'delete']),
  ).toBe('/admin/team?page=2')
})

describe('isDialogToggle', () => {
  const url = (path: string) => new URL(path, 'http://site.test')

  test('only a dialog parameter changed: the data stays', () => {
    expect(
      isDialogToggle(
        {
          currentUrl: url('/careers?department=Legal'),
          nextUrl: url('/careers?department=Legal&apply=job-004'),
        },
        ['apply'],
      ),
    ).toBe(true)
  })

  test('another parameter, another page or a sent form reloads', () => {
    expect(
      isDialogToggle({ currentUrl: url('/careers'), nextUrl: url('/careers?department=Legal') }, [
        'apply',
      ]),
    ).toBe(false)
    expect(isDialogToggle({ currentUrl: url('/careers'), nextUrl: url('/team') }, ['apply'])).toBe(
      false,
    )
    expect(
      isDialogToggle(
        { currentUrl: url('/careers?apply=job-001'), nextUrl: url('/careers'), formMethod: 'POST' },
        ['apply'],
      ),
    ).toBe(false)
  })
})
