import type { Route } from './+types/og-investment'
import { investmentSocialCard } from '~/domain/seo/social-cards.server'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of /investments/:id; 404 for an investment visitors cannot open.
export async function loader({ request, params }: Route.LoaderArgs) {
  const card = await investmentSocialCard(params.id)
  if (!card) throw new Response('Not Found', { status: 404 })
  return socialCardResponse(request, card)
}
