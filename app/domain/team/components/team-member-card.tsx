import { format, useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import type { PublicTeamMember } from '../team.server'
import { PersonAvatar } from '~/ui/person-avatar'
import { LinkedInIcon, TwitterIcon } from '~/ui/social-icons'

const socialLinkClass =
  'text-muted-foreground hover:bg-secondary hover:text-primary inline-flex size-9 items-center justify-center rounded-full border transition-colors'

export function TeamMemberCard({ member }: { member: PublicTeamMember }) {
  const m = useT().company.team
  return (
    <article className="bg-card flex h-full flex-col items-center rounded-lg border p-6 text-center shadow-sm">
      <PersonAvatar
        name={member.name}
        imageUrl={member.imageUrl}
        className="bg-primary size-28 text-2xl"
      />
      <h3 className="mt-4 text-lg font-semibold" {...langOf(member, 'name')}>
        {member.name}
      </h3>
      <p className="text-primary text-sm font-medium" {...langOf(member, 'position')}>
        {member.position}
      </p>
      {member.bio ? (
        <p
          className="text-muted-foreground mt-3 flex-1 text-sm leading-relaxed"
          {...langOf(member, 'bio')}
        >
          {member.bio}
        </p>
      ) : null}
      {member.linkedinUrl || member.twitterUrl ? (
        <div className="mt-4 flex gap-2">
          {member.linkedinUrl ? (
            <a
              href={member.linkedinUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={format(m.linkedin, { name: member.name })}
              className={socialLinkClass}
            >
              <LinkedInIcon className="size-4" />
            </a>
          ) : null}
          {member.twitterUrl ? (
            <a
              href={member.twitterUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={format(m.twitter, { name: member.name })}
              className={socialLinkClass}
            >
              <TwitterIcon className="size-4" />
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}
