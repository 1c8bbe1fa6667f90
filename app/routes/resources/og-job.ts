import type { Route } from './+types/og-job'
import { jobSocialCard } from '~/domain/seo/social-cards.server'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of an open job (/careers?apply=:id); 404 for a closed or unknown one.
export async function loader({ request, params }: Route.LoaderArgs) {
  const card = await jobSocialCard(params.id)
  if (!card) throw new Response('Not Found', { status: 404 })
  return socialCardResponse(request, card)
}
