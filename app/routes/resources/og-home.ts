import type { Route } from './+types/og-home'
import { homeSocialCard } from '~/domain/seo/social-cards.server'
import { socialCardResponse } from '~/server/social-card.server'

// The link-preview card of the home page and of pages without their own (~/lib/seo).
export async function loader({ request }: Route.LoaderArgs) {
  return socialCardResponse(request, await homeSocialCard())
}
