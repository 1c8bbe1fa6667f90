import { Link } from '~/ui/link'
import { useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { CAREER_DEPARTMENTS } from '../schema'

/**
 * SPEC 2 careers tabs as links (?department=…), so filtering works without JavaScript
 * and a filtered list can be shared. `current` is null for All Departments. The address
 * names the stored (English) department in both languages; the label is the page's.
 */
export function DepartmentTabs({ current }: { current: string | null }) {
  const careers = useT().careers
  const m = careers.tabs
  const tabs = [
    { label: m.all, to: '/careers', isCurrent: current === null },
    ...CAREER_DEPARTMENTS.map((department) => ({
      label: careers.departments[department],
      to: `/careers?department=${encodeURIComponent(department)}`,
      isCurrent: current?.toLowerCase() === department.toLowerCase(),
    })),
  ]
  return (
    <nav aria-label={m.label} className="flex justify-center">
      <ul className="bg-muted flex flex-wrap justify-center gap-1 rounded-lg p-1">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              to={tab.to}
              preventScrollReset
              aria-current={tab.isCurrent ? 'page' : undefined}
              className={cn(
                'focus-visible:ring-ring inline-flex items-center rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-hidden',
                tab.isCurrent
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
