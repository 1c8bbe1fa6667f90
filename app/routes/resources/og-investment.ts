import type { Route } from './+types/og-investment'
import { investmentSocialCard } from '~/domain/seo/social-cards.server'
import { isLocale } from '~/i18n/locale'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of /investments/:id; 404 for an investment visitors cannot open.
// Link-preview images have one address in every language: an Arabic page's says ?lang=ar.
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang')
  const card = await investmentSocialCard(params.id, isLocale(lang) ? lang : 'en')
  if (!card) throw new Response('Not Found', { status: 404 })
  return socialCardResponse(request, card)
}
