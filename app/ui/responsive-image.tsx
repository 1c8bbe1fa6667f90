import type { ComponentProps } from 'react'
import { imageSrcSet } from '~/lib/image-variants'

/**
 * Every picture of the public pages. `width` and `height` give the shape the picture is shown
 * in, so the page keeps its room before the file arrives; an uploaded image also offers its
 * copies at fixed widths (`srcset`, with `sizes`: how wide it is shown). A picture below the fold
 * loads when it comes near (lazy); the page's main picture says `isPriority` instead, so the
 * browser asks for it first.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  isPriority = false,
  ...props
}: Omit<ComponentProps<'img'>, 'srcSet' | 'loading' | 'fetchPriority' | 'decoding'> & {
  src: string
  alt: string
  width: number
  height: number
  /** Required for an uploaded image: without it the browser assumes the full window width. */
  sizes?: string
  isPriority?: boolean
}) {
  const srcSet = imageSrcSet(src)
  return (
    <img
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={alt}
      loading={isPriority ? undefined : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      // Decoded off the main thread, except the main picture: it is to be shown at once.
      decoding={isPriority ? undefined : 'async'}
      {...props}
    />
  )
}
