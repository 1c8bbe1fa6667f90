import { getJob } from '~/domain/careers/careers.server'
import { getInvestmentDetail } from '~/domain/investments/investments.server'
import { getSiteSettings, getSiteSettingsIn } from '~/domain/settings/settings.server'
import { messagesFor, t, type Locale } from '~/i18n'
import { env } from '~/server/env.server'
import type { SocialCard } from '~/server/social-card.server'

const m = t.seo.card

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

/** An active investment's card (department and profit margin below the title), or null. */
export async function investmentSocialCard(id: string): Promise<SocialCard | null> {
  const [investment, settings] = await Promise.all([getInvestmentDetail(id), getSiteSettings()])
  if (!investment) return null
  return {
    companyName: settings.companyName,
    eyebrow: m.investment,
    title: investment.title,
    subtitle: [investment.department ?? investment.type, investment.profitMargin]
      .filter(Boolean)
      .join(' · '),
  }
}

/** An open job's card (department, location and type below the title), or null. */
export async function jobSocialCard(id: string): Promise<SocialCard | null> {
  const [job, settings] = await Promise.all([getJob(id), getSiteSettings()])
  if (!job?.isActive) return null
  return {
    companyName: settings.companyName,
    eyebrow: m.job,
    title: job.title,
    subtitle: [job.department, job.location, job.type].filter(Boolean).join(' · '),
  }
}
