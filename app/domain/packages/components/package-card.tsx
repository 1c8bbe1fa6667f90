import { CheckCircle2 } from 'lucide-react'
import { useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'
import type { LocalizedPackage } from '../packages.server'

export type PackageCardItem = Pick<
  LocalizedPackage,
  'name' | 'description' | 'services' | 'inEnglish'
>

/**
 * A package as an investment's page shows it (SPEC 4, "Packages" tab): its name, description
 * and included services, each text marked English where its Arabic twin is missing. The staff
 * preview of a package's draft shows the same card (decision 047).
 */
export function PackageCard({ item }: { item: PackageCardItem }) {
  const m = useT().investments
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg" {...langOf(item, 'name')}>
          {item.name}
        </CardTitle>
        <p className="text-muted-foreground text-sm" {...langOf(item, 'description')}>
          {item.description}
        </p>
      </CardHeader>
      {item.services.length > 0 ? (
        <CardContent>
          <h3 className="text-sm font-semibold">{m.detail.includedServices}</h3>
          <ul className="mt-2 grid gap-1.5 text-sm" {...langOf(item, 'services')}>
            {item.services.map((service) => (
              <li key={service} className="flex items-start gap-2">
                <CheckCircle2 aria-hidden className="text-teal mt-0.5 size-4 shrink-0" />
                {service}
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
    </Card>
  )
}
