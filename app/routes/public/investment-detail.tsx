import type { ShouldRevalidateFunctionArgs } from 'react-router'
import type { Route } from './+types/investment-detail'
import {
  InvestmentPage,
  InvestmentPageError,
} from '~/domain/investments/components/investment-page'
import { getInvestmentDetail, getRiskWarning } from '~/domain/investments/investments.server'
import { listRoomForReader } from '~/domain/investors/documents.server'
import { InvestmentRequestSchema } from '~/domain/investments/schema'
import { submitInvestmentRequest } from '~/domain/requests/requests.server'
import { messagesAt, messagesOf } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { isDialogToggle } from '~/lib/dialog-url'
import { pageMeta, pageTitle } from '~/lib/seo'
import { done, handleForm, refused } from '~/server/action.server'
import { getSessionUser, requireUser } from '~/server/session.server'
import { withoutHydration } from '~/root'
import { can } from '~/lib/permissions'

const META_DESCRIPTION_LENGTH = 160

// Not hydrated: its forms and dialogs are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const m = messagesAt(location.pathname)
  const investment = loaderData?.investment
  if (!investment) return [{ title: pageTitle(m.notFound.metaTitle, m) }]
  const description =
    investment.description.length > META_DESCRIPTION_LENGTH
      ? `${investment.description.slice(0, META_DESCRIPTION_LENGTH - 1).trimEnd()}…`
      : investment.description
  return pageMeta(matches, {
    title: pageTitle(investment.title, m),
    description,
    type: 'article',
  })
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getSessionUser(request)
  const locale = localeOfRequest(request)
  const investment = await getInvestmentDetail(params.id, locale, {
    // An inactive investment is previewed only by roles that may open investments (decision
    // 035); to anyone else it does not exist.
    includeInactive: can(user?.role, 'investments:read'),
  })
  if (!investment) notFound()
  // The Resources tab's documents differ per reader. A signed-in reader's page is never kept
  // by the page cache (it answers only requests without a cookie, platform/page-handler.ts),
  // so the page kept for visitors is the visitor's version; a staff change empties it.
  const [room, riskWarning] = await Promise.all([
    listRoomForReader(user ? { id: user.id, role: user.role } : null, investment.id, locale),
    getRiskWarning(investment.id, locale),
  ])
  // Decision 047: past its closing date the page says so and offers no request; the jobs
  // runner empties the page cache at that minute.
  const isClosed = investment.closesAt !== null && investment.closesAt <= new Date()
  return { investment, riskWarning, isSignedIn: user !== null, room, isClosed }
}

// SPEC 2/6: investment requests need a signed-in user; a visitor is sent to log in.
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const locale = localeOfRequest(request)
  const investment = await getInvestmentDetail(params.id, locale)
  if (!investment) notFound()
  const messages = messagesOf(request)
  const m = messages.investments.request
  // Back to the investment, the dialog closed: the flash message confirms (toast or status line).
  const submitted = done(`/investments/${investment.id}`, {
    type: 'success',
    title: m.submittedTitle,
    description: m.submittedBody,
  })
  return handleForm(
    { request, context },
    InvestmentRequestSchema,
    // The schema refused an unticked risk warning (400, nothing saved); the text stored is
    // the one this page showed, read again in the page's language.
    async ({ message }) => {
      const riskWarning = await getRiskWarning(investment.id, locale)
      const saved = await submitInvestmentRequest({
        user,
        investment,
        message,
        locale,
        riskWarningShown: riskWarning.text,
      })
      // Issue 11: a second Pending request for this investment is refused; the message stays typed.
      if (saved.kind === 'duplicate') return refused(409, { title: m.duplicateError })
      if (saved.kind === 'closed') return refused(409, { title: m.closedError })
      return submitted
    },
    {
      publicForm: { name: 'investment-request', acceptedAs: submitted },
      failed: { title: m.errorTitle, description: m.errorBody },
    },
  )
}

// Opening or closing the request dialog (?request=1) keeps the investment already loaded.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isDialogToggle(args, ['request']) ? false : args.defaultShouldRevalidate
}

export default function InvestmentDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InvestmentPage {...loaderData} actionData={actionData} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <InvestmentPageError error={error} />
}
