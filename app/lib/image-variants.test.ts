import { expect, test } from 'vitest'
import { imageSrcSet, imageVariantKey, parseImageVariantKey } from './image-variants'

const ID = '3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8'

test('an uploaded image offers its copies in srcset', () => {
  expect(imageSrcSet(`/files/images/team/2026/${ID}.webp`)).toBe(
    [200, 400, 800, 1200]
      .map((width) => `/files/images/team/2026/${ID}-w${width}.webp ${width}w`)
      .join(', '),
  )
})

test('seed pictures, outside addresses and copies have no srcset', () => {
  expect(imageSrcSet('/images/seed/inv-001.svg')).toBeUndefined()
  expect(imageSrcSet(`https://example.com/files/images/team/2026/${ID}.webp`)).toBeUndefined()
  expect(imageSrcSet(`/files/images/team/2026/${ID}-w400.webp`)).toBeUndefined()
  expect(imageSrcSet(`/files/cv/2026/${ID}.webp`)).toBeUndefined()
})

test('a copy key names its image and one of the fixed widths, nothing else', () => {
  const key = `images/investments/2026/${ID}.webp`
  expect(parseImageVariantKey(imageVariantKey(key, 800))).toEqual({ originalKey: key, width: 800 })
  for (const other of [
    key,
    `images/investments/2026/${ID}-w300.webp`,
    `images/investments/2026/${ID}-w400.png`,
    `cv/2026/${ID}-w400.webp`,
    `images/../cv/${ID}-w400.webp`,
  ])
    expect(parseImageVariantKey(other)).toBeNull()
})
