import type { Route } from './+types/og-job'
import { jobSocialCard } from '~/domain/seo/social-cards.server'
import { isLocale } from '~/i18n/locale'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of an open job (/careers?apply=:id); 404 for a closed or unknown one.
// Link-preview images have one address in every language: an Arabic page's says ?lang=ar.
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = new URL(request.url).searchParams.get('lang')
  const card = await jobSocialCard(params.id, isLocale(lang) ? lang : 'en')
  if (!card) throw new Response('Not Found', { status: 404 })
  return socialCardResponse(request, card)
}
