import { type SubmissionResult } from '@conform-to/react'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { CheckCircle2, Clock, FileText, IdCard, Pencil } from 'lucide-react'
import type { ReactNode } from 'react'
import { Form, useLocation, useSearchParams } from 'react-router'
import { Link } from '~/ui/link'
import type { Route } from './+types/dashboard'
import { ActionRefusal, CheckboxField, PhoneField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { DashboardActionSchema, PASSWORD_FIELDS, ProfileSchema } from '~/domain/accounts/schema'
import {
  getDashboard,
  hasMarketingEmails,
  submitPasswordChange,
  updateProfile,
} from '~/domain/accounts/accounts.server'
import { isAddressProven, sendAddressProof } from '~/domain/accounts/address-proof.server'
import { ConversationList } from '~/domain/conversations/components/conversation-list'
import { listConversationsOfUser } from '~/domain/conversations/conversations.server'
import { OwnDocumentLog } from '~/domain/investors/components/own-document-log'
import { roomReadsOfAccount } from '~/domain/investors/documents.server'
import { ChangePasswordForm } from '~/domain/accounts/components/change-password-form'
import { YourDataCard } from '~/domain/privacy/components/your-data-card'
import { SessionsList } from '~/domain/accounts/components/sessions-list'
import { listOwnSessions, runSessionAction } from '~/domain/accounts/sessions.server'
import {
  CustomRequestList,
  InvestmentRequestList,
} from '~/domain/accounts/components/request-lists'
import { withdrawInvestmentRequest } from '~/domain/requests/requests.server'
import { WithdrawDialog } from '~/domain/requests/components/withdraw-dialog'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { dialogHref } from '~/lib/dialog-url'
import { localeOfRequest } from '~/i18n/locale'
import { resultOfIntent } from '~/lib/action-result'
import { cn } from '~/lib/class-names'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requireUser } from '~/server/session.server'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/ui/tabs'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.accounts.dashboard.metaTitle, m),
    description: m.accounts.dashboard.metaDescription,
    noindex: true,
  })
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [dashboard, sessions, marketingEmails, addressProven, conversations, documentLog] =
    await Promise.all([
      getDashboard(user.id, localeOfRequest(request)),
      listOwnSessions(request, user.id),
      hasMarketingEmails(user.id),
      isAddressProven(user.id),
      listConversationsOfUser(user.id),
      roomReadsOfAccount(user.id, { limit: 100 }),
    ])
  return {
    profile: {
      name: user.name,
      email: user.email,
      company: user.company,
      phone: user.phone,
      marketingEmails,
    },
    ...dashboard,
    sessions,
    isStaff: user.isAdmin,
    isAddressProven: addressProven,
    conversations,
    documentLog,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  return handleForm(
    { request, context },
    DashboardActionSchema,
    async (value) => {
      if (value.intent === 'change-password')
        return submitPasswordChange(request, user, value, '/dashboard')
      if (value.intent === 'end-session' || value.intent === 'end-other-sessions')
        return runSessionAction(request, user.id, value, '/dashboard')
      const messages = messagesOf(request)
      if (value.intent === 'withdraw-request') {
        // Decision 043: only the requester's own request, within the cooling-off period.
        const w = messages.nda.withdraw
        const withdrawn = await withdrawInvestmentRequest(user, value.id)
        if (withdrawn.kind === 'not-found') throw new Response('Not Found', { status: 404 })
        if (withdrawn.kind === 'period-over') return refused(409, { title: w.periodOver })
        if (withdrawn.kind === 'not-withdrawable') return refused(409, { title: w.notWithdrawable })
        return done('/dashboard?tab=investments', {
          type: 'success',
          title: w.withdrawn,
          description: w.withdrawnDescription,
        })
      }
      if (value.intent === 'send-address-proof') {
        const y = messages.accounts.yourData
        const sent = await sendAddressProof(user.id)
        if (sent === 'limited')
          return refused(429, { title: y.proofLimited, description: y.proofLimitedDescription })
        return done('/dashboard', {
          type: 'success',
          title: y.proofSent,
          description: format(y.proofSentDescription, { email: user.email }),
        })
      }
      await updateProfile(user.id, value)
      const m = messages.accounts.editProfile
      return done('/dashboard', {
        type: 'success',
        title: m.success,
        description: m.successDescription,
      })
    },
    { hideFields: PASSWORD_FIELDS },
  )
}

/** The investor's due-diligence file (decision 043), its own page. */
function InvestorFileLink() {
  const m = useT().investorFile
  return (
    <Card className="mt-6">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle as="h2" className="flex items-center gap-2">
            <IdCard aria-hidden className="size-5" /> {m.dashboardLink}
          </CardTitle>
          <CardDescription>{m.dashboardLinkHint}</CardDescription>
        </div>
        <Link
          to="/dashboard/investor"
          className="border-input hover:bg-accent inline-flex h-9 items-center rounded-md border px-3 text-sm font-medium"
        >
          {m.title}
        </Link>
      </CardHeader>
    </Card>
  )
}

const COUNTER_TONES = {
  neutral: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/50 text-warning-foreground',
} as const

function Counter({
  label,
  value,
  icon,
  tone,
}: {
  label: string
  value: number
  icon: ReactNode
  tone: keyof typeof COUNTER_TONES
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-6">
        <div className={cn('rounded-full p-3', COUNTER_TONES[tone])}>{icon}</div>
        <div>
          <p className="text-muted-foreground text-sm font-medium">{label}</p>
          <p className="text-3xl font-bold">{value}</p>
        </div>
      </CardContent>
    </Card>
  )
}

type Profile = Route.ComponentProps['loaderData']['profile']

function ProfileDetails({ profile }: { profile: Profile }) {
  const m = useT().accounts.dashboard
  const rows = [
    { label: m.name, value: profile.name },
    { label: m.email, value: profile.email },
    // SPEC 2: company and phone only when present.
    ...(profile.company ? [{ label: m.company, value: profile.company }] : []),
    ...(profile.phone ? [{ label: m.phone, value: profile.phone }] : []),
    {
      label: m.marketingEmails,
      value: profile.marketingEmails ? m.marketingEmailsOn : m.marketingEmailsOff,
    },
  ]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.profileTitle}</CardTitle>
        <CardDescription>{m.profileDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-border divide-y">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3">
              <dt className="text-muted-foreground text-sm font-medium">{row.label}</dt>
              <dd className="break-words sm:col-span-2">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="?tab=profile&edit=profile" preventScrollReset>
            <Pencil aria-hidden /> {m.editProfile}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  )
}

function EditProfileForm({
  profile,
  lastResult,
}: {
  profile: Profile
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const m = useT().accounts.editProfile
  const isSubmitting = useIsPending({ intent: 'update-profile' })
  const [form, fields] = useKitForm({
    id: 'edit-profile',
    lastResult,
    defaultValue: {
      name: profile.name,
      company: profile.company,
      phone: profile.phone,
      marketingEmails: profile.marketingEmails,
    },
    schema: ProfileSchema,
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <Form method="post" {...kitFormProps(form)}>
        <input type="hidden" name="intent" value="update-profile" />
        <CardContent className="space-y-4">
          <TextField field={fields.name} label={m.name} autoComplete="name" />
          <TextField field={fields.company} label={m.company} autoComplete="organization" />
          <PhoneField field={fields.phone} label={m.phone} />
          <CheckboxField
            field={fields.marketingEmails}
            label={m.marketingEmails}
            hint={m.marketingEmailsHint}
          />
        </CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          <StatusButton status={isSubmitting ? 'pending' : 'idle'} pendingLabel={m.saving}>
            {m.save}
          </StatusButton>
          <Button asChild variant="outline">
            <Link to="?tab=profile" preventScrollReset>
              {m.cancel}
            </Link>
          </Button>
        </CardFooter>
      </Form>
    </Card>
  )
}

export default function DashboardRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.accounts.dashboard
  const { profile, counts, investmentRequests, customRequests } = loaderData
  const [searchParams] = useSearchParams()
  const isEditing = searchParams.get('edit') === 'profile'
  const asked = searchParams.get('tab')
  const tab =
    asked === 'investments' || asked === 'conversations' || asked === 'documents'
      ? asked
      : 'profile'
  const unread = loaderData.conversations.filter((conversation) => conversation.unread).length
  useActionToast(actionData?.toast)
  const location = useLocation()
  const withdrawing = investmentRequests.find(
    (row) => row.id === searchParams.get('withdraw') && row.withdrawableUntil,
  )

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 md:py-12">
      {/* Logout is the header's (its menu on a phone): one button on the page, not two. */}
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-1">{format(m.welcome, { name: profile.name })}</p>
      </div>

      <section className="mt-8 grid gap-4 sm:grid-cols-3" aria-label={m.title}>
        <Counter
          label={m.submitted}
          value={counts.submitted}
          tone="neutral"
          icon={<FileText className="size-6" aria-hidden />}
        />
        <Counter
          label={m.accepted}
          value={counts.accepted}
          tone="success"
          icon={<CheckCircle2 className="size-6" aria-hidden />}
        />
        <Counter
          label={m.pending}
          value={counts.pending}
          tone="warning"
          icon={<Clock className="size-6" aria-hidden />}
        />
      </section>

      <InvestorFileLink />

      {/* A refused withdrawal (the period ended meanwhile): the reason stays in sight. */}
      {withdrawing ? null : (
        <ActionRefusal
          actionData={{ result: resultOfIntent(actionData, 'withdraw-request') }}
          className="mt-6"
        />
      )}
      <Tabs defaultValue={tab} className="mt-10">
        <TabsList>
          <TabsTrigger value="profile">{m.profileTab}</TabsTrigger>
          <TabsTrigger value="investments">{m.investmentsTab}</TabsTrigger>
          <TabsTrigger value="conversations">
            {unread > 0 ? format(m.conversationsTabUnread, { count: unread }) : m.conversationsTab}
          </TabsTrigger>
          <TabsTrigger value="documents">{t.dataRoom.dashboard.tab}</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="space-y-6">
          {isEditing ? (
            <>
              <EditProfileForm
                profile={profile}
                lastResult={resultOfIntent(actionData, 'update-profile')}
              />
              <ChangePasswordForm lastResult={resultOfIntent(actionData, 'change-password')} />
            </>
          ) : (
            <ProfileDetails profile={profile} />
          )}
          <SessionsList sessions={loaderData.sessions} />
          <YourDataCard isStaff={loaderData.isStaff} isAddressProven={loaderData.isAddressProven} />
        </TabsContent>
        <TabsContent value="investments">
          <h2 className="sr-only">{m.investmentsTab}</h2>
          <Tabs defaultValue="investment-requests">
            <TabsList>
              <TabsTrigger value="investment-requests">
                {format(m.investmentRequestsTab, { count: investmentRequests.length })}
              </TabsTrigger>
              <TabsTrigger value="custom-requests">
                {format(m.customRequestsTab, { count: customRequests.length })}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="investment-requests">
              <InvestmentRequestList
                requests={investmentRequests}
                withdrawHref={(id) => dialogHref(location, { tab: 'investments', withdraw: id })}
              />
            </TabsContent>
            <TabsContent value="custom-requests">
              <CustomRequestList requests={customRequests} />
            </TabsContent>
          </Tabs>
        </TabsContent>
        <TabsContent value="conversations">
          <ConversationList conversations={loaderData.conversations} />
        </TabsContent>
        <TabsContent value="documents">
          <OwnDocumentLog rows={loaderData.documentLog} />
        </TabsContent>
      </Tabs>
      <WithdrawDialog
        request={
          withdrawing?.withdrawableUntil
            ? {
                id: withdrawing.id,
                title: withdrawing.investmentTitle ?? m.unknownInvestment,
                until: withdrawing.withdrawableUntil,
              }
            : null
        }
        closeTo={dialogHref(location, { withdraw: null })}
      />
    </div>
  )
}
