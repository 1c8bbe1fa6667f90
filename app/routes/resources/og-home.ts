import type { Route } from './+types/og-home'
import { homeSocialCard } from '~/domain/seo/social-cards.server'
import { isLocale } from '~/i18n/locale'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of the home page and of pages without their own (~/lib/seo).
// Link-preview images have one address in every language: an Arabic page's says ?lang=ar.
export async function loader({ request }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang')
  return socialCardResponse(request, await homeSocialCard(isLocale(lang) ? lang : 'en'))
}
