import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getSiteSettings, updateSiteSettings } from '~/domain/settings/settings.server'
import { signInAsAdmin } from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * Issue 11: the social links saved in Settings show in the footer of every public page and
 * on /contact, each named after its network for screen readers.
 */

let site: SiteServer

beforeAll(async () => {
  site = await startSiteServer()
})

afterAll(async () => {
  await site?.close()
})

/** Links named after a network on the page: accessible name → address. */
async function socialLinksOn(
  path: string,
  part: 'footer' | 'main',
): Promise<Record<string, string>> {
  const response = await fetch(new URL(path, site.baseUrl))
  expect(response.status).toBe(200)
  const html = await response.text()
  const region = html.match(new RegExp(`<${part}[\\s>][\\s\\S]*?</${part}>`))?.[0] ?? ''
  const links: Record<string, string> = {}
  for (const match of region.matchAll(/<a [^>]*>/g)) {
    const label = match[0].match(/aria-label="([^"]+)"/)?.[1]
    const href = match[0].match(/href="([^"]+)"/)?.[1]
    if (label && href && ['LinkedIn', 'Twitter / X', 'Instagram'].includes(label))
      links[label] = href
  }
  return links
}

describe('social links from Settings', () => {
  test('the footer of a public page and /contact show each saved profile by name', async () => {
    const { socialLinks } = await getSiteSettings()
    const expected = {
      LinkedIn: socialLinks.linkedin,
      'Twitter / X': socialLinks.twitter,
      Instagram: socialLinks.instagram,
    }
    expect(Object.values(expected).every((link) => link.startsWith('https://'))).toBe(true)
    expect(await socialLinksOn('/', 'footer')).toEqual(expected)
    expect(await socialLinksOn('/about', 'footer')).toEqual(expected)
    expect(await socialLinksOn('/contact', 'main')).toEqual(expected)
  })

  test('a new link shows at once and an emptied one disappears', async () => {
    const admin = await signInAsAdmin()
    await updateSiteSettings(
      {
        socialLinks: {
          linkedin: 'https://www.linkedin.com/company/new-page',
          twitter: '',
          instagram: '',
        },
      },
      { id: admin.id, email: admin.email },
    )
    const expected = { LinkedIn: 'https://www.linkedin.com/company/new-page' }
    expect(await socialLinksOn('/', 'footer')).toEqual(expected)
    expect(await socialLinksOn('/contact', 'main')).toEqual(expected)
  })
})
