import { Link } from '~/ui/link'
import { Mail, MapPin, Phone } from 'lucide-react'
import { useT } from '~/i18n'
import { langOf } from '~/lib/localized'
import { SocialLinks, type SocialLinkSet } from '~/components/social-links'

type FooterSite = {
  companyName: string
  contactEmail: string
  contactPhone: string
  city: string
  socialLinks?: SocialLinkSet
  /** The settings texts shown in English on an Arabic page (their Arabic is empty). */
  inEnglish: readonly string[]
}

export function SiteFooter({ site }: { site: FooterSite }) {
  const m = useT()
  const year = new Date().getFullYear()
  const quickLinks = [
    { to: '/', label: m.footer.home },
    { to: '/services', label: m.footer.services },
    { to: '/investments', label: m.footer.investments },
    { to: '/about', label: m.footer.aboutUs },
    { to: '/contact', label: m.footer.contact },
  ]
  const legalLinks = [
    { to: '/privacy-policy', label: m.footer.privacyPolicy },
    { to: '/terms-of-service', label: m.footer.termsOfService },
    { to: '/my-data', label: m.footer.myData },
  ]
  return (
    <footer className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold">
            <img src="/logo.svg" alt="" width={32} height={32} className="rounded bg-white p-0.5" />
            <span {...langOf(site, 'companyName')}>{site.companyName}</span>
          </Link>
          <p className="text-sm opacity-90">{m.footer.tagline}</p>
          <SocialLinks
            links={site.socialLinks}
            className="pt-1"
            linkClassName="border-white/30 hover:bg-white hover:text-primary"
          />
        </div>
        <FooterLinks title={m.footer.quickLinks} links={quickLinks} />
        <FooterLinks title={m.footer.legal} links={legalLinks} />
        <div>
          <h2 className="mb-3 font-semibold">{m.footer.contactUs}</h2>
          <ul className="space-y-2 text-sm opacity-90">
            <li className="flex items-center gap-2">
              <MapPin className="size-4" aria-hidden />
              <span {...langOf(site, 'city')}>{site.city}</span>
            </li>
            <li className="flex items-center gap-2">
              <Mail className="size-4" aria-hidden />
              <a href={`mailto:${site.contactEmail}`} dir="ltr" className="hover:underline">
                {site.contactEmail}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden />
              {/* A phone number keeps its digit order on Arabic pages. */}
              <a
                href={`tel:${site.contactPhone.replace(/\s/g, '')}`}
                className="hover:underline"
                dir="ltr"
              >
                {site.contactPhone}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/20">
        <p className="mx-auto max-w-7xl px-4 py-4 text-center text-sm opacity-90">
          © {year} <span {...langOf(site, 'companyName')}>{site.companyName}</span>.{' '}
          {m.footer.rights}
        </p>
      </div>
    </footer>
  )
}

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="opacity-90 hover:underline hover:opacity-100">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
