import { format, useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import { Badge } from '~/ui/badge'
import { buttonVariants } from '~/ui/button'
import { Card } from '~/ui/card'
import { UrlDialogLink } from '~/ui/url-dialog'
import type { PublicConsultant } from '../consultancy.server'
import { AvailabilityBadge } from './availability-badge'
import { PersonAvatar } from '~/ui/person-avatar'

/**
 * SPEC 2 consultant card: avatar, availability, name, title, bio, expertise, request button
 * (a link to the page with ?consultant=…, which opens the request dialog). `requestHref` is
 * null in the staff preview of a draft (decision 047), where the button shows as the page
 * will show it but requests nothing.
 */
export function ConsultantCard({
  consultant,
  requestHref,
}: {
  consultant: PublicConsultant
  requestHref: string | null
}) {
  const m = useT().consultancy.public
  return (
    <Card className="flex h-full flex-col p-6 transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-4">
        <PersonAvatar name={consultant.name} imageUrl={consultant.imageUrl} />
        <AvailabilityBadge availability={consultant.availability} />
      </div>
      <h2 className="mt-5 text-xl leading-tight font-semibold" {...langOf(consultant, 'name')}>
        {consultant.name}
      </h2>
      {consultant.title ? (
        <p className="text-teal mt-1 text-sm font-medium" {...langOf(consultant, 'title')}>
          {consultant.title}
        </p>
      ) : null}
      {consultant.bio ? (
        <p
          className="text-muted-foreground mt-4 text-sm leading-relaxed"
          {...langOf(consultant, 'bio')}
        >
          {consultant.bio}
        </p>
      ) : null}
      {consultant.expertise.length > 0 ? (
        <ul aria-label={m.expertiseLabel} className="mt-4 flex flex-wrap gap-2">
          {consultant.expertise.map((area) => (
            // The list's name is the page's language; English tags are marked one by one.
            <li key={area} {...langOf(consultant, 'expertise')}>
              <Badge variant="secondary" className="font-medium">
                {area}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        {requestHref ? (
          <UrlDialogLink
            to={requestHref}
            aria-label={format(m.requestButtonFor, { name: consultant.name })}
            className={buttonVariants({ className: 'w-full' })}
          >
            {m.requestButton}
          </UrlDialogLink>
        ) : (
          <span className={buttonVariants({ className: 'w-full' })} aria-disabled="true">
            {m.requestButton}
          </span>
        )}
      </div>
    </Card>
  )
}
