import { isRouteErrorResponse, useLocation } from 'react-router'
import { ArrowLeft, ExternalLink } from 'lucide-react'
import { ActionRefusal } from '~/components/forms/fields'
import { NotFound } from '~/components/not-found'
import { PLACEHOLDER_IMAGE } from '~/domain/investments/components/investment-card'
import {
  InvestmentRequestDialog,
  InvestmentRequestLink,
} from '~/domain/investments/components/investment-request-dialog'
import type { InvestmentDetail, RiskWarning } from '~/domain/investments/investments.server'
import { PackageCard } from '~/domain/packages/components/package-card'
import { RoomDocuments, type RoomDocumentView } from '~/domain/investors/components/room-documents'
import { format, useIntlLocale, useT } from '~/i18n'
import type { ActionData } from '~/lib/action-result'
import { dialogHref } from '~/lib/dialog-url'
import { formatDateTime } from '~/lib/format-date'
import { langOf } from '~/lib/localized'
import { Badge } from '~/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'
import { ResponsiveImage } from '~/ui/responsive-image'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs'

/**
 * The investment's public page. The staff preview of a draft (decision 047) shows the same
 * page without the request to invest, which only the published investment takes.
 */
export function InvestmentPage({
  investment,
  riskWarning,
  isSignedIn,
  room,
  isClosed,
  actionData,
  isPreview = false,
}: {
  investment: InvestmentDetail
  /** The request dialog's warning: absent from a preview, which takes no request. */
  riskWarning?: RiskWarning
  isSignedIn: boolean
  room: RoomDocumentView[]
  isClosed: boolean
  actionData?: ActionData
  isPreview?: boolean
}) {
  const m = useT().investments
  const canRequest = !isClosed && !isPreview
  const intlLocale = useIntlLocale()
  const location = useLocation()
  const isRequestOpen = new URLSearchParams(location.search).get('request') === '1'
  const requestHref = dialogHref(location, { request: '1' })
  const hasLinks = investment.links.length > 0
  const hasResources = hasLinks || room.length > 0
  const typeLabel = m.types[investment.type]
  const badge = (
    <Badge variant={investment.type === 'Financial' ? 'teal' : 'gold'}>{typeLabel}</Badge>
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/investments"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-2 text-sm font-medium"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {m.detail.back}
      </Link>

      {isPreview || !riskWarning ? null : (
        <InvestmentRequestDialog
          investmentId={investment.id}
          investmentTitle={investment.title}
          isSignedIn={isSignedIn}
          riskWarning={riskWarning}
          isOpen={isRequestOpen}
          openHref={requestHref}
          closeTo={dialogHref(location, { request: null })}
          actionData={actionData}
        />
      )}
      {/* A refusal answered to the page without its dialog: the reason stays in sight. */}
      {isRequestOpen ? null : <ActionRefusal actionData={actionData} className="mt-6" />}

      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article className="min-w-0">
          {badge}
          <h1
            className="mt-3 text-3xl font-bold tracking-tight text-balance md:text-4xl"
            {...langOf(investment, 'title')}
          >
            {investment.title}
          </h1>
          {!investment.isActive ? (
            <p className="bg-warning text-warning-foreground mt-4 rounded-md px-3 py-2 text-sm">
              {m.detail.inactiveNotice}
            </p>
          ) : null}
          {investment.closesAt ? (
            <p
              className={
                isClosed
                  ? 'bg-warning text-warning-foreground mt-4 rounded-md px-3 py-2 text-sm'
                  : 'text-muted-foreground mt-4 text-sm'
              }
            >
              {format(isClosed ? m.detail.closedNotice : m.detail.closesNotice, {
                date: formatDateTime(investment.closesAt, intlLocale),
              })}
            </p>
          ) : null}
          {/* On a phone the side card comes after the whole article: the button shows here
              instead (one of the two is displayed at any width). */}
          {canRequest ? (
            <InvestmentRequestLink href={requestHref} className="mt-4 sm:w-auto lg:hidden" />
          ) : null}
          <div className="bg-muted mt-6 aspect-[16/9] overflow-hidden rounded-lg border">
            <ResponsiveImage
              src={investment.imageUrl || PLACEHOLDER_IMAGE}
              alt={format(m.detail.imageAlt, { title: investment.title })}
              width={1600}
              height={900}
              // The article column: the window on a phone, beside the 22rem side card from lg.
              sizes="(min-width: 1280px) 860px, (min-width: 1024px) calc(100vw - 26rem), 100vw"
              isPriority
              className="size-full object-cover"
            />
          </div>

          {/* ?tab=resources opens the Resources tab (where an accepted NDA sends the reader). */}
          <Tabs
            defaultValue={
              hasLinks && new URLSearchParams(location.search).get('tab') === 'resources'
                ? 'resources'
                : 'details'
            }
            className="mt-8"
          >
            <TabsList aria-label={m.detail.tabsLabel}>
              <TabsTrigger value="details">{m.detail.tabDetails}</TabsTrigger>
              <TabsTrigger value="packages">{m.detail.tabPackages}</TabsTrigger>
              {hasResources ? (
                <TabsTrigger value="resources">{m.detail.tabResources}</TabsTrigger>
              ) : null}
            </TabsList>

            <TabsContent value="details" className="space-y-6">
              <dl className="grid gap-4 sm:grid-cols-2">
                <div className="bg-muted/50 rounded-lg border p-4">
                  <dt className="text-muted-foreground text-sm">{m.detail.profitMargin}</dt>
                  <dd
                    className="mt-1 text-lg font-semibold"
                    {...langOf(investment, 'profitMargin')}
                  >
                    {investment.profitMargin}
                  </dd>
                </div>
                <div className="bg-muted/50 rounded-lg border p-4">
                  <dt className="text-muted-foreground text-sm">{m.detail.type}</dt>
                  <dd className="mt-1 text-lg font-semibold">{typeLabel}</dd>
                </div>
              </dl>
              <section>
                <h2 className="text-xl font-semibold">{m.detail.profitSchema}</h2>
                <p
                  className="text-muted-foreground mt-2 leading-relaxed whitespace-pre-line"
                  {...langOf(investment, 'profitSchema')}
                >
                  {investment.profitSchema}
                </p>
              </section>
              <section>
                <h2 className="text-xl font-semibold">{m.detail.description}</h2>
                <p
                  className="text-muted-foreground mt-2 leading-relaxed whitespace-pre-line"
                  {...langOf(investment, 'description')}
                >
                  {investment.description}
                </p>
              </section>
            </TabsContent>

            <TabsContent value="packages">
              {investment.packages.length === 0 ? (
                <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center">
                  {m.detail.noPackages}
                </p>
              ) : (
                <ul className="grid gap-4">
                  {investment.packages.map((item) => (
                    <li key={item.id}>
                      <PackageCard item={item} />
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>

            {hasResources ? (
              <TabsContent value="resources" className="space-y-6">
                <RoomDocuments
                  investmentId={investment.id}
                  documents={room}
                  backTo={location.pathname}
                  isSignedIn={isSignedIn}
                />
                {hasLinks ? (
                  <section>
                    <p className="text-muted-foreground text-sm">{m.detail.resourcesIntro}</p>
                    <ul className="mt-3 grid gap-2">
                      {investment.links.map((link) => (
                        <li key={`${link.title}-${link.url}`}>
                          <a
                            href={link.url}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-primary hover:bg-muted inline-flex items-center gap-2 rounded-md border px-4 py-3 font-medium underline-offset-4 hover:underline"
                          >
                            <ExternalLink aria-hidden className="size-4" />
                            <span {...langOf(link, 'title')}>{link.title}</span>
                            <span className="sr-only">{m.detail.opensInNewTab}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
              </TabsContent>
            ) : null}
          </Tabs>
        </article>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.detail.interested}</CardTitle>
              <p className="text-muted-foreground text-sm">{m.detail.interestedBody}</p>
            </CardHeader>
            <CardContent className="space-y-6">
              {isClosed ? (
                <p className="text-sm font-medium">{m.request.closedError}</p>
              ) : canRequest ? (
                <InvestmentRequestLink href={requestHref} className="hidden lg:inline-flex" />
              ) : null}
              <dl className="divide-y text-sm">
                <div className="flex items-center justify-between gap-4 py-3">
                  <dt className="text-muted-foreground">{m.detail.type}</dt>
                  <dd>{badge}</dd>
                </div>
                <div className="flex items-center justify-between gap-4 py-3">
                  <dt className="text-muted-foreground">{m.detail.profitMargin}</dt>
                  <dd className="font-semibold" {...langOf(investment, 'profitMargin')}>
                    {investment.profitMargin}
                  </dd>
                </div>
                <div className="py-3">
                  <dt className="text-muted-foreground">{m.detail.packagesLabel}</dt>
                  <dd className="mt-2">
                    {investment.packages.length === 0 ? (
                      m.detail.noPackagesShort
                    ) : (
                      <ul className="flex flex-wrap gap-2">
                        {investment.packages.map((item) => (
                          <li key={item.id}>
                            <Badge variant="secondary" {...langOf(item, 'name')}>
                              {item.name}
                            </Badge>
                          </li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  )
}

/** The investment page's error: the not-found page for a 404, else a short apology. */
export function InvestmentPageError({ error }: { error: unknown }) {
  const m = useT()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{m.errors.title}</h1>
      <p className="text-muted-foreground">{m.errors.body}</p>
    </section>
  )
}
