import { useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { InstagramIcon, LinkedInIcon, TwitterIcon } from '~/ui/social-icons'

export type SocialLinkSet = { linkedin?: string; twitter?: string; instagram?: string }

const networks = [
  { key: 'linkedin', Icon: LinkedInIcon },
  { key: 'twitter', Icon: TwitterIcon },
  { key: 'instagram', Icon: InstagramIcon },
] as const

/** True when at least one profile link is set (an empty setting hides its network). */
export function hasSocialLinks(links: SocialLinkSet | undefined): boolean {
  return networks.some(({ key }) => isWebAddress(links?.[key]))
}

/**
 * The company's profiles saved in Settings, as icon links named after their network
 * ('LinkedIn'), so a screen reader reads the name, not the icon.
 */
export function SocialLinks({
  links,
  className,
  linkClassName,
}: {
  links: SocialLinkSet | undefined
  className?: string
  linkClassName?: string
}) {
  const m = useT().social
  const shown = networks.filter(({ key }) => isWebAddress(links?.[key]))
  if (shown.length === 0) return null
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={m.title}>
      {shown.map(({ key, Icon }) => (
        <li key={key}>
          <a
            href={links?.[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={m[key]}
            title={m[key]}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-full border transition-colors',
              linkClassName,
            )}
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}

// Settings accept only http(s) addresses; anything else stored earlier is not linked.
function isWebAddress(value: string | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value)
}
