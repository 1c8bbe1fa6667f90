import { Link } from '~/ui/link'
import { useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import type { InvestmentCard as InvestmentCardData } from '../investments.server'
import { Badge } from '~/ui/badge'
import { Card, CardContent } from '~/ui/card'
import { ResponsiveImage } from '~/ui/responsive-image'

/** Shown for an investment without an image. */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg'

/** SPEC "Investment card": image or placeholder, type badge (teal Financial, gold otherwise), title, description, profit margin. */
export function InvestmentCard({
  investment,
  headingLevel = 'h3',
}: {
  investment: InvestmentCardData
  headingLevel?: 'h2' | 'h3'
}) {
  const Heading = headingLevel
  const m = useT().investments
  return (
    <Card className="group h-full overflow-hidden transition-shadow hover:shadow-md">
      <Link
        to={`/investments/${investment.id}`}
        className="flex h-full flex-col focus-visible:outline-none"
      >
        <div className="bg-muted aspect-[16/10] overflow-hidden">
          <ResponsiveImage
            src={investment.imageUrl || PLACEHOLDER_IMAGE}
            alt=""
            width={1600}
            height={1000}
            // One column on a phone, two from sm, three (or four in the carousel) from lg.
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
        <CardContent className="flex flex-1 flex-col gap-3 p-5">
          <Badge variant={investment.type === 'Financial' ? 'teal' : 'gold'} className="self-start">
            {m.types[investment.type]}
          </Badge>
          <Heading
            className="group-hover:text-primary text-lg leading-snug font-semibold"
            {...langOf(investment, 'title')}
          >
            {investment.title}
          </Heading>
          <p
            className="text-muted-foreground line-clamp-3 text-sm"
            {...langOf(investment, 'description')}
          >
            {investment.description}
          </p>
          <p className="mt-auto text-sm">
            <span className="text-muted-foreground">{m.detail.profitMargin}</span>{' '}
            <span className="text-foreground font-semibold" {...langOf(investment, 'profitMargin')}>
              {investment.profitMargin}
            </span>
          </p>
        </CardContent>
      </Link>
    </Card>
  )
}
