import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { env } from '~/server/env.server'
import { databaseFingerprint } from '../support/fingerprint'
import { signInAsAdmin, type TestAccount } from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * The one upload flow (decision 015) on the four admin screens with an image: a file whose
 * bytes are not an image is refused with SPEC 5's 'Invalid file format' whatever its name and
 * declared type, no file is stored, and no record is written. Over HTTP, the whole site.
 */

let site: SiteServer
let admin: TestAccount

beforeAll(async () => {
  site = await startSiteServer()
  admin = await signInAsAdmin()
})

afterAll(async () => {
  await site?.close()
})

type Screen = { label: string; url: string; folder: string; fields: Record<string, string> }

const SCREENS: Screen[] = [
  {
    label: 'add investment',
    url: '/admin/investments/create',
    folder: 'investments',
    fields: {
      title: 'Upload Check Investment',
      description: 'Checks the image rule.',
      type: 'Financial',
      department: 'Energy',
      profitMargin: '5%',
      profitSchema: 'Yearly.',
      'links[0].title': '',
      'links[0].url': '',
    },
  },
  {
    label: 'edit investment',
    url: '/admin/investments/edit/inv-001',
    folder: 'investments',
    fields: {
      title: 'Upload Check Edited Investment',
      description: 'Checks the image rule.',
      type: 'Financial',
      department: 'Energy',
      profitMargin: '5%',
      profitSchema: 'Yearly.',
    },
  },
  {
    label: 'add package',
    url: '/admin/packages/create',
    folder: 'packages',
    fields: {
      name: 'Upload Check Package',
      description: 'Checks the image rule.',
      price: '100',
      'services[0]': 'One service',
    },
  },
  {
    label: 'add team member',
    url: '/admin/team?new=1',
    folder: 'team',
    fields: {
      intent: 'create',
      name: 'Upload Check Member',
      position: 'Analyst',
      group: 'department',
      isActive: 'on',
    },
  },
  {
    label: 'edit team member',
    url: '/admin/team?edit=team-001',
    folder: 'team',
    fields: {
      intent: 'update',
      id: 'team-001',
      name: 'Upload Check Edited Member',
      position: 'Analyst',
      group: 'executive',
    },
  },
  {
    label: 'add consultant',
    url: '/admin/consultancy/consultants?new=1',
    folder: 'consultants',
    fields: { intent: 'create', name: 'Upload Check Consultant', isActive: 'on' },
  },
]

/** Every file stored under images/<folder>, so a test can see nothing was added. */
function storedImages(folder: string): string[] {
  const root = path.resolve(env().UPLOAD_DIR, 'images', folder)
  if (!fs.existsSync(root)) return []
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()
}

async function post(url: string, fields: Record<string, string>, image: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  body.append('image', image)
  return fetch(`${site.baseUrl}${url}`, {
    method: 'POST',
    headers: { Cookie: admin.cookie, Origin: site.baseUrl },
    body,
    redirect: 'manual',
  })
}

describe.each(SCREENS)('$label', (screen) => {
  test('a file that is not an image: 400, Invalid file format, nothing stored or written', async () => {
    const imagesBefore = storedImages(screen.folder)
    const before = await databaseFingerprint()
    // Named and declared as a PNG; its bytes are text (and then a PDF header).
    for (const bytes of ['plain text, not a picture', '%PDF-1.4 not a picture']) {
      const response = await post(
        screen.url,
        screen.fields,
        new File([bytes], 'photo.png', { type: 'image/png' }),
      )
      expect(response.status).toBe(400)
      const html = await response.text()
      expect(html).toContain('Invalid file format')
      expect(html).toContain('Please upload an image file (JPEG, PNG, etc.)')
      // The typed values come back with the form.
      expect(html).toContain(
        Object.values(screen.fields).find((value) => /^Upload Check/.test(value)),
      )
    }
    expect(storedImages(screen.folder)).toEqual(imagesBefore)
    expect(await databaseFingerprint()).toBe(before)
  })
})
