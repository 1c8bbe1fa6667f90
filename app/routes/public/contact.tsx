import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form, useLocation } from 'react-router'
import { ChevronDown, Clock, Mail, MapPin, Phone, Send } from 'lucide-react'
import type { Route } from './+types/contact'
import { FormErrors, PhoneField, TextareaField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { HoneypotField } from '~/components/honeypot-field'
import { PrivacyNotice } from '~/components/privacy-notice'
import { hasSocialLinks, SocialLinks } from '~/components/social-links'
import { createContactMessage } from '~/domain/contact/contact.server'
import { ContactSchema } from '~/domain/contact/schema'
import { OfficeMap } from '~/domain/contact/components/office-map'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { ActionData } from '~/lib/action-result'
import { langOf } from '~/lib/localized'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm } from '~/server/action.server'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { PageHero } from '~/ui/page-hero'
import { withoutHydration } from '~/root'

// Not hydrated: its form and the map are islands (decision 030).
export const handle = withoutHydration

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.company.contact.metaTitle, m),
    description: m.company.contact.metaDescription,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const settings = await getSiteSettingsIn(localeOfRequest(request))
  return {
    contact: {
      address: settings.address,
      email: settings.contactEmail,
      phone: settings.contactPhone,
      officeHours: settings.officeHours,
      socialLinks: settings.socialLinks,
      map: {
        latitude: settings.mapLatitude,
        longitude: settings.mapLongitude,
        zoom: settings.mapZoom,
      },
      inEnglish: settings.inEnglish,
    },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const messages = messagesOf(request)
  const m = messages.company.contact
  const sent = done('/contact', {
    type: 'success',
    title: m.success,
    description: m.successDescription,
  })
  return handleForm(
    { request, context },
    ContactSchema,
    async (message, { senderId }) => {
      await createContactMessage({ ...message, userId: senderId, locale: localeOfRequest(request) })
      return sent
    },
    {
      publicForm: { name: 'contact', acceptedAs: sent },
      failed: { title: m.failed, description: m.failedDescription },
    },
  )
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { company, social } = useT()
  const m = company.contact
  const { contact } = loaderData
  const location = useLocation()
  return (
    <>
      <PageHero title={m.title} subtitle={m.subtitle} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        {/* A new location (the redirect after a sent message) starts an empty form. */}
        <ContactForm key={location.key} actionData={actionData} />
        <aside className="space-y-6" aria-label={m.infoTitle}>
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.infoTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-4">
                <InfoRow icon={MapPin} label={m.address}>
                  <address className="not-italic" {...langOf(contact, 'address')}>
                    {contact.address}
                  </address>
                </InfoRow>
                <InfoRow icon={Mail} label={m.email}>
                  <a
                    href={`mailto:${contact.email}`}
                    dir="ltr"
                    className="text-primary hover:underline"
                  >
                    {contact.email}
                  </a>
                </InfoRow>
                <InfoRow icon={Phone} label={m.phoneLabel}>
                  <a
                    href={`tel:${contact.phone.replace(/\s/g, '')}`}
                    className="text-primary hover:underline"
                    dir="ltr"
                  >
                    {contact.phone}
                  </a>
                </InfoRow>
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <Clock aria-hidden className="text-primary size-5" />
                {m.hoursTitle}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="divide-y text-sm" {...langOf(contact, 'officeHours')}>
                {contact.officeHours.map((row) => (
                  <div key={row.days} className="flex justify-between gap-4 py-2">
                    <dt className="font-medium">{row.days}</dt>
                    <dd className="text-muted-foreground text-end">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          {hasSocialLinks(contact.socialLinks) ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">{social.title}</CardTitle>
              </CardHeader>
              <CardContent>
                <SocialLinks
                  links={contact.socialLinks}
                  linkClassName="text-primary hover:bg-secondary"
                />
              </CardContent>
            </Card>
          ) : null}
        </aside>
      </div>

      <section aria-labelledby="map-title" className="bg-muted/60">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="map-title" className="text-3xl font-bold tracking-tight">
            {m.mapTitle}
          </h2>
          <p className="text-muted-foreground mt-2 flex items-center gap-2">
            <MapPin aria-hidden className="text-primary size-4" />
            <span data-testid="map-address" {...langOf(contact, 'address')}>
              {contact.address}
            </span>
          </p>
          <div className="mt-6">
            <OfficeMap
              latitude={contact.map.latitude}
              longitude={contact.map.longitude}
              zoom={contact.map.zoom}
              address={contact.address}
              label={format(m.mapLabel, { address: contact.address })}
              markerTitle={m.mapMarker}
              loadingLabel={m.mapLoading}
              showLabel={m.mapShow}
              openLabel={m.mapOpen}
            />
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-title">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight">
            {m.faqTitle}
          </h2>
          <div className="mt-8 divide-y rounded-lg border">
            {m.faq.map((item) => (
              <details key={item.question} className="group">
                <summary className="hover:bg-muted/60 flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden
                    className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="text-muted-foreground px-5 pb-4 leading-relaxed">{item.answer}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  )
}

function InfoRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof MapPin
  label: string
  children: React.ReactNode
}) {
  return (
    <li className="flex gap-3">
      <span className="bg-secondary text-primary inline-flex size-10 shrink-0 items-center justify-center rounded-full">
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        <p className="font-medium">{label}</p>
        <div className="text-muted-foreground text-sm">{children}</div>
      </div>
    </li>
  )
}

function ContactForm({ actionData }: { actionData: ActionData | undefined }) {
  const m = useT().company.contact
  const isSending = useIsPending()
  const [form, fields] = useKitForm({
    id: 'contact',
    lastResult: actionData?.result,
    schema: ContactSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">{m.formTitle}</CardTitle>
        <CardDescription>{m.formDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="relative space-y-5" {...kitFormProps(form)}>
          <HoneypotField />
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.name} label={m.name} autoComplete="name" isRequired />
            <TextField
              field={fields.email}
              label={m.email}
              type="email"
              autoComplete="email"
              isRequired
            />
            <PhoneField field={fields.phone} label={m.phone} />
            <TextField field={fields.subject} label={m.subject} />
          </div>
          <TextareaField field={fields.message} label={m.message} rows={5} isRequired />
          <PrivacyNotice form="contact" />
          <StatusButton
            status={isSending ? 'pending' : 'idle'}
            pendingLabel={m.sending}
            size="lg"
            className="w-full sm:w-auto"
          >
            <Send aria-hidden className="rtl:-scale-x-100" /> {m.submit}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  )
}
