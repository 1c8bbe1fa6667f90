import type { Route } from './+types/privacy-policy'
import { LegalPage } from '~/domain/company/components/legal-page'
import { PRIVACY_POLICY_VERSION } from '~/domain/privacy/policy'
import { format, messagesAt, useIntlLocale, useT } from '~/i18n'
import { formatDate } from '~/lib/format-date'
import { pageMeta, pageTitle } from '~/lib/seo'
import { MyDataLink } from '~/domain/privacy/components/my-data-link'
import { useRootData, withoutHydration } from '~/root'

// Not hydrated: the page works as HTML (decision 023).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.company.privacy.metaTitle, m),
    description: m.company.privacy.metaDescription,
  })
}

export default function PrivacyPolicyRoute() {
  const m = useT().company.privacy
  const site = useRootData()?.site
  const intlLocale = useIntlLocale()
  // Issue 16: the version every consent record names, shown as the policy's date.
  const updated = format(m.updated, {
    date: formatDate(PRIVACY_POLICY_VERSION, intlLocale),
    version: PRIVACY_POLICY_VERSION,
  })
  return (
    <LegalPage title={m.title} updated={updated} intro={m.intro} sections={m.sections} site={site}>
      <MyDataLink />
    </LegalPage>
  )
}
