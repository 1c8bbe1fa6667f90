import { listFeaturedInvestments } from '~/domain/investments/investments.server'
import type { SettingsText } from '~/domain/settings/schema'
import type { LocalizedSettings } from '~/domain/settings/settings.server'
import { listActiveTestimonials } from '~/domain/testimonials/testimonials.server'
import { messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { organizationJsonLd } from '~/lib/seo'
import { env } from '~/server/env.server'

/*
 * What the home page shows, from the settings in the page's language: the published ones on
 * the public page, the site texts' draft on its staff preview (decision 047), so the preview
 * is the page itself.
 */

/** The setting behind each text of the hero. */
const heroSetting = {
  title: 'heroTitle',
  subtitle: 'heroSubtitle',
  ctaLabel: 'heroCtaLabel',
} as const satisfies Record<string, SettingsText>

/** The page's data; `settings` may still be on its way (read beside the lists). */
export async function loadHomePage(
  request: Request,
  settingsOnTheirWay: Promise<LocalizedSettings>,
) {
  const m = messagesOf(request)
  const locale = localeOfRequest(request)
  const [investments, testimonials, settings] = await Promise.all([
    listFeaturedInvestments(locale, 6),
    listActiveTestimonials(locale),
    settingsOnTheirWay,
  ])
  const inEnglish = (field: SettingsText) => settings.inEnglish.includes(field)
  return {
    investments,
    testimonials,
    companyName: settings.companyName,
    hero: {
      title: settings.heroTitle,
      subtitle: settings.heroSubtitle,
      // SPEC 2: the primary call to action reads 'Explore Services' unless the admin set a label.
      ctaLabel: settings.heroCtaLabel || m.home.hero.defaultCta,
      videoUrl: settings.heroVideoUrl,
      inEnglish: (['title', 'subtitle', 'ctaLabel'] as const).filter((field) =>
        inEnglish(heroSetting[field]),
      ),
    },
    platformVideoId: settings.platformVideoId,
    organization: organizationJsonLd({ appUrl: env().APP_URL, ...settings }, m),
  }
}

export type HomePageData = Awaited<ReturnType<typeof loadHomePage>>
