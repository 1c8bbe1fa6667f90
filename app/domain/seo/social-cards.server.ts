import { getJob } from '~/domain/careers/careers.server'
import { getInvestmentDetail } from '~/domain/investments/investments.server'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { messagesFor, type Locale } from '~/i18n'
import { choiceLabel } from '~/lib/choice-label'
import { localize } from '~/lib/localized'
import { env } from '~/server/env.server'
import type { SocialCard } from '~/server/social-card.server'

/**
 * The site's card in `locale`: the home page's title, and the site's address below it (the
 * English settings where their Arabic is empty).
 */
export async function homeSocialCard(locale: Locale = 'en'): Promise<SocialCard> {
  const settings = await getSiteSettingsIn(locale)
  return {
    companyName: settings.companyName,
    eyebrow: messagesFor(locale).seo.card.home,
    title: settings.heroTitle,
    subtitle: new URL(env().APP_URL).host,
  }
}

/**
 * An active investment's card in `locale` (department and profit margin below the title), the
 * English text where the Arabic is empty; or null.
 */
export async function investmentSocialCard(
  id: string,
  locale: Locale = 'en',
): Promise<SocialCard | null> {
  const [investment, settings] = await Promise.all([
    getInvestmentDetail(id, locale),
    getSiteSettingsIn(locale),
  ])
  if (!investment) return null
  const messages = messagesFor(locale)
  return {
    companyName: settings.companyName,
    eyebrow: messages.seo.card.investment,
    title: investment.title,
    subtitle: [
      investment.department
        ? choiceLabel(messages.investments.departments, investment.department)
        : messages.investments.types[investment.type],
      investment.profitMargin,
    ]
      .filter(Boolean)
      .join(' · '),
  }
}

/**
 * An open job's card (department, location and type below the title) in `locale`, the
 * English text where the Arabic is empty; or null.
 */
export async function jobSocialCard(id: string, locale: Locale = 'en'): Promise<SocialCard | null> {
  const [row, settings] = await Promise.all([getJob(id), getSiteSettingsIn(locale)])
  if (!row?.isActive) return null
  const job = localize(row, locale, ['title', 'location'])
  const careers = messagesFor(locale).careers
  return {
    companyName: settings.companyName,
    eyebrow: messagesFor(locale).seo.card.job,
    title: job.title,
    subtitle: [
      choiceLabel(careers.departments, job.department),
      job.location,
      choiceLabel(careers.jobTypes, job.type),
    ]
      .filter(Boolean)
      .join(' · '),
  }
}
