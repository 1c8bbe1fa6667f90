import type { Route } from './+types/terms-of-service'
import { LegalPage } from '~/domain/company/components/legal-page'
import { messagesAt, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useRootData, withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.company.terms.metaTitle, m),
    description: m.company.terms.metaDescription,
  })
}

export default function TermsOfServiceRoute() {
  const m = useT().company.terms
  const site = useRootData()?.site
  return (
    <LegalPage
      title={m.title}
      updated={m.updated}
      intro={m.intro}
      sections={m.sections}
      site={site}
    />
  )
}
