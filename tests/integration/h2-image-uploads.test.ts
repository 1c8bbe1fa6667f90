import fs from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { teamMembers } from '#db/schema'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { databaseFingerprint } from '../support/fingerprint'
import { signInAsAdmin, type TestAccount } from '../support/requests'
import { startSiteServer, type SiteServer } from '../support/site-server'

/*
 * The one upload flow (decision 015) on the four admin screens with an image: a file whose
 * bytes are not an image is refused with SPEC 5's 'Invalid file format' whatever its name and
 * declared type, no file is stored, and no record is written. An image is stored as WebP with
 * copies at fixed widths that the public pages offer in srcset (decision 020). Over HTTP, the whole
 * site.
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
  // Files only: the year's folder appears with the first image of the year, whichever
  // test uploads it first.
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .sort()
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

describe('an uploaded image and its copies', () => {
  const fields = SCREENS.find((screen) => screen.label === 'add team member')!.fields

  /** A 1000 × 600 photo-like PNG (a gradient), wider than every copy but the widest. */
  async function photo(): Promise<File> {
    const width = 1000
    const height = 600
    const pixels = Buffer.alloc(width * height * 3)
    for (let index = 0; index < width * height; index++) {
      pixels[index * 3] = index % 256
      pixels[index * 3 + 1] = (index / width) % 256
      pixels[index * 3 + 2] = 128
    }
    const png = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer()
    return new File([new Uint8Array(png)], 'portrait.png', { type: 'image/png' })
  }

  async function widthOf(response: Response): Promise<number | undefined> {
    return (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width
  }

  test('are stored with it, served as WebP at their widths, offered in srcset and deleted with it', async () => {
    const before = storedImages('team')
    const created = await post(
      '/admin/team?new=1',
      { ...fields, name: 'Photo Copies' },
      await photo(),
    )
    expect(created.status).toBe(302)
    const [member] = await (
      await getDb()
    )
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.name, 'Photo Copies'))
    const url = member.imageUrl!
    expect(url).toMatch(/^\/files\/images\/team\/\d{4}\/[0-9a-f-]{36}\.webp$/)
    const copy = (width: number) => url.replace(/\.webp$/, `-w${width}.webp`)
    // The image and one copy per width, nothing else.
    const added = storedImages('team').filter((file) => !before.includes(file))
    expect(added.map((file) => `/files/images/team/${file}`).sort()).toEqual(
      [url, copy(200), copy(400), copy(800), copy(1200)].sort(),
    )

    // Each is served as WebP at the width srcset states: the widest copy is enlarged.
    for (const [address, width] of [
      [url, 1000],
      [copy(200), 200],
      [copy(400), 400],
      [copy(800), 800],
      [copy(1200), 1200],
    ] as const) {
      const response = await fetch(`${site.baseUrl}${address}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toContain('immutable')
      expect(await widthOf(response)).toBe(width)
    }

    // The team page offers the copies, sized to the avatar, with the room kept for it.
    const page = await (await fetch(`${site.baseUrl}/team`)).text()
    const image = page.match(new RegExp(`<img[^>]*${url.replace(/\./g, '\\.')}[^>]*>`))?.[0]
    expect(image).toContain(`${copy(200)} 200w`)
    expect(image).toContain(`${copy(1200)} 1200w`)
    expect(image).toContain(`src="${url}"`)
    expect(image).toMatch(/sizes="112px"/)
    expect(image).toMatch(/width="400"/)
    expect(image).toMatch(/height="400"/)
    expect(image).toMatch(/loading="lazy"/)

    // Deleting the member deletes the image and every copy.
    const deleted = await post(
      '/admin/team',
      { intent: 'delete', id: member.id },
      new File([], 'none.png'),
    )
    expect(deleted.status).toBe(302)
    expect(storedImages('team')).toEqual(before)
  })

  test('a copy an older upload lacks is made on its first request; other widths are not found', async () => {
    await post('/admin/team?new=1', { ...fields, name: 'Older Upload' }, await photo())
    const [member] = await (
      await getDb()
    )
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.name, 'Older Upload'))
    const key = member.imageUrl!.slice('/files/'.length)
    // As an image stored before copies were made: only the image itself.
    const copyFile = (width: number) =>
      path.resolve(env().UPLOAD_DIR, key.replace(/\.webp$/, `-w${width}.webp`))
    for (const width of [200, 400, 800, 1200]) fs.rmSync(copyFile(width))

    const response = await fetch(`${site.baseUrl}/files/${key.replace(/\.webp$/, '-w400.webp')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(await widthOf(response)).toBe(400)
    expect(fs.existsSync(copyFile(400))).toBe(true)

    for (const other of ['-w300.webp', '-w400.png', '-w400.webp.webp']) {
      const missing = await fetch(`${site.baseUrl}/files/${key.replace(/\.webp$/, other)}`)
      expect(missing.status).toBe(404)
    }
    expect(fs.existsSync(copyFile(300))).toBe(false)
  })
})
