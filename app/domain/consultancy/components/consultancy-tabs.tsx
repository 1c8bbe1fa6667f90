import { Link } from '~/ui/link'
import { useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { CONSULTANCY_TABS, type ConsultancyTab } from '../schema'

/**
 * SPEC 2 tabs as links (?tab=…): the filter runs on the server, so the choice is
 * shareable and works without JavaScript.
 */
export function ConsultancyTabs({ active }: { active: ConsultancyTab }) {
  const m = useT().consultancy.public
  return (
    <nav aria-label={m.tabsLabel} className="flex justify-center">
      <ul className="bg-muted inline-flex flex-wrap justify-center gap-1 rounded-lg p-1">
        {CONSULTANCY_TABS.map(({ value }) => {
          const isActive = value === active
          return (
            <li key={value}>
              <Link
                to={value === 'all' ? '/consultancy' : `/consultancy?tab=${value}`}
                preventScrollReset
                aria-current={isActive ? 'page' : undefined}
                className={cn(
                  'focus-visible:ring-ring inline-flex items-center rounded-md px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-hidden',
                  isActive
                    ? 'bg-background text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {m.tabs[value]}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
