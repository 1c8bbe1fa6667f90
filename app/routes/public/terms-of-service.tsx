import type { Route } from './+types/terms-of-service'
import { LegalPage } from '~/domain/company/components/legal-page'
import { getSiteSettings } from '~/domain/settings/settings.server'
import { t, useT } from '~/i18n'
import { pageMeta, pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle(t.company.terms.metaTitle),
    description: t.company.terms.metaDescription,
  })

export async function loader() {
  const settings = await getSiteSettings()
  return {
    values: {
      company: settings.companyName,
      email: settings.contactEmail,
      phone: settings.contactPhone,
      address: settings.address,
    },
  }
}

export default function TermsOfServiceRoute({ loaderData }: Route.ComponentProps) {
  const m = useT().company.terms
  return (
    <LegalPage
      title={m.title}
      updated={m.updated}
      intro={m.intro}
      sections={m.sections}
      values={loaderData.values}
    />
  )
}
