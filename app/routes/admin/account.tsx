import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import QRCode from 'qrcode'
import { ShieldCheck, ShieldOff } from 'lucide-react'
import { Form } from 'react-router'
import type { Route } from './+types/account'
import { FormErrors, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { SessionsList } from '~/domain/accounts/components/sessions-list'
import { listOwnSessions, runSessionAction } from '~/domain/accounts/sessions.server'
import {
  AccountActionSchema,
  TwoFactorConfirmSchema,
  TwoFactorOffSchema,
  TwoFactorStartSchema,
} from '~/domain/staff/schema'
import {
  confirmTwoFactorSetup,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type TwoFactorSetup,
} from '~/domain/staff/two-factor.server'
import { formatCount, messagesAt, messagesOf, useT } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import type { ActionData } from '~/lib/action-result'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused, type FormOutcome, type NextStep } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { isAway, setAway } from '~/domain/conversations/conversations.server'
import { Button } from '~/ui/button'
import { Alert, AlertDescription } from '~/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.staff.account.metaTitle, m) },
    { name: 'description', content: m.staff.account.subheading },
  ]
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission({ request, context }, 'account')
  return {
    away: await isAway(user.id),
    twoFactorEnabled: user.twoFactorEnabled,
    isRequired: new URL(request.url).searchParams.get('required') === '2fa',
    sessions: await listOwnSessions(request, user.id),
  }
}

const BACK = '/admin/account'

function tooManyAttempts(request: Request, retryAfterSeconds: number): FormOutcome {
  const m = messagesOf(request).staff.twoFactor
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const message = formatCount(m.tooManyAttempts, minutes, localeOfRequest(request))
  return {
    kind: 'refused',
    status: 429,
    formErrors: [message],
    toast: { type: 'error', title: m.failed, description: message },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  }
}

/** The set-up again (its secret and codes as the form posted them back) after a wrong code. */
async function setupAgain(secret: string, recoveryCodes: string, email: string) {
  const uri = `otpauth://totp/${encodeURIComponent(`UAE Invest:${email}`)}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent('UAE Invest')}&digits=6&period=30`
  return {
    secret,
    qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, width: 200 }),
    recoveryCodes: recoveryCodes.split(/\s+/).filter(Boolean),
  } satisfies TwoFactorSetup
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission({ request, context }, 'account')
  const m = messagesOf(request).staff.twoFactor
  return handleForm(
    { request, context },
    AccountActionSchema,
    async (value): Promise<FormOutcome | NextStep> => {
      switch (value.intent) {
        case '2fa-start': {
          const setup = await startTwoFactorSetup(request, value.password)
          if (setup.kind === 'wrong-password')
            return { kind: 'refused', fieldErrors: { password: [m.wrongPassword] } }
          if (setup.kind === 'already-on') return refused(409, { title: m.alreadyOn })
          const { kind: _kind, ...shown } = setup
          return { kind: 'next', next: { setup: shown } }
        }
        case '2fa-confirm': {
          const checked = await confirmTwoFactorSetup({ request, context }, user, value.code)
          if (checked.kind === 'limited') return tooManyAttempts(request, checked.retryAfterSeconds)
          if (checked.kind === 'wrong-code' || checked.kind === 'code-used') {
            return {
              kind: 'next',
              next: {
                setup: await setupAgain(value.secret ?? '', value.recoveryCodes ?? '', user.email),
                codeError: checked.kind === 'code-used' ? m.codeUsed : m.wrongCode,
              },
            }
          }
          return done(
            BACK,
            { type: 'success', title: m.turnedOn, description: m.turnedOnDescription },
            checked.headers,
          )
        }
        case '2fa-off': {
          const checked = await turnOffTwoFactor({ request, context }, user, value)
          if (checked.kind === 'limited') return tooManyAttempts(request, checked.retryAfterSeconds)
          if (checked.kind === 'wrong-code')
            return { kind: 'refused', fieldErrors: { code: [m.wrongCode] } }
          if (checked.kind === 'code-used')
            return { kind: 'refused', fieldErrors: { code: [m.codeUsed] } }
          if (checked.kind === 'wrong-password')
            return { kind: 'refused', fieldErrors: { password: [m.wrongPassword] } }
          return done(BACK, { type: 'success', title: m.turnedOff }, checked.headers)
        }
        case 'away': {
          const away = value.away === 'on'
          await setAway(user, away)
          const a = messagesOf(request).staff.availability
          return done(BACK, { type: 'success', title: away ? a.markedAway : a.markedBack })
        }
        default:
          return runSessionAction(request, user.id, value, BACK)
      }
    },
    { hideFields: ['password', 'code'], failed: { title: m.failed } },
  )
}

type Answer = ActionData & { next?: { setup?: TwoFactorSetup; codeError?: string } }

export default function AccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  const m = useT().staff
  const answer = actionData as Answer | undefined
  useActionToast(answer?.toast)
  const setup = answer?.next?.setup
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.account.heading}</h1>
        <p className="text-muted-foreground mt-1">{m.account.subheading}</p>
      </div>
      {loaderData.isRequired && !loaderData.twoFactorEnabled ? (
        <Alert variant="destructive">
          <AlertDescription>{m.account.requiredNotice}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            {loaderData.twoFactorEnabled ? (
              <ShieldCheck aria-hidden className="text-success size-5" />
            ) : (
              <ShieldOff aria-hidden className="text-muted-foreground size-5" />
            )}
            {m.twoFactor.title}
          </CardTitle>
          <CardDescription>{m.twoFactor.description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="font-medium">
            {loaderData.twoFactorEnabled ? m.twoFactor.isOn : m.twoFactor.isOff}
          </p>
          {loaderData.twoFactorEnabled ? (
            <TurnOffForm lastResult={answer?.result} />
          ) : setup ? (
            <ConfirmSetupForm setup={setup} codeError={answer?.next?.codeError} />
          ) : (
            <StartSetupForm lastResult={answer?.result} />
          )}
        </CardContent>
      </Card>
      <AvailabilityCard away={loaderData.away} />
      <SessionsList sessions={loaderData.sessions} />
    </div>
  )
}

function AvailabilityCard({ away }: { away: boolean }) {
  const m = useT().staff.availability
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.title}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-medium">{away ? m.isAway : m.isHere}</p>
        <Form method="post">
          <input type="hidden" name="intent" value="away" />
          <input type="hidden" name="away" value={away ? 'off' : 'on'} />
          <Button type="submit" variant="outline">
            {away ? m.markBack : m.markAway}
          </Button>
        </Form>
      </CardContent>
    </Card>
  )
}

function StartSetupForm({ lastResult }: { lastResult: ActionData['result'] }) {
  const m = useT().staff.twoFactor
  const isPending = useIsPending({ intent: '2fa-start' })
  const [form, fields] = useKitForm({
    id: 'two-factor-start',
    lastResult,
    schema: TwoFactorStartSchema,
  })
  return (
    <Form method="post" {...kitFormProps(form)} className="max-w-sm space-y-4">
      <input type="hidden" name="intent" value="2fa-start" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.password}
        label={m.password}
        type="password"
        autoComplete="current-password"
      />
      <StatusButton status={isPending ? 'pending' : 'idle'} pendingLabel={m.starting}>
        {m.start}
      </StatusButton>
    </Form>
  )
}

function ConfirmSetupForm({ setup, codeError }: { setup: TwoFactorSetup; codeError?: string }) {
  const m = useT().staff.twoFactor
  const isPending = useIsPending({ intent: '2fa-confirm' })
  const [form, fields] = useKitForm({
    id: 'two-factor-confirm',
    schema: TwoFactorConfirmSchema,
  })
  return (
    <div className="space-y-5">
      <p>{m.scan}</p>
      <div className="flex flex-wrap items-start gap-6">
        <div
          role="img"
          aria-label={m.qrLabel}
          className="size-[200px] rounded-md border bg-white p-1"
          // An SVG the server drew from the otpauth:// URI (qrcode); no user input in it.
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
        <div className="space-y-1">
          <p className="text-sm font-medium">{m.secretLabel}</p>
          <code
            data-testid="totp-secret"
            className="bg-muted block rounded px-2 py-1 font-mono text-sm break-all"
          >
            {setup.secret}
          </code>
        </div>
      </div>
      <section>
        <h3 className="font-semibold">{m.recoveryTitle}</h3>
        <p className="text-muted-foreground text-sm">{m.recoveryHint}</p>
        <ul
          data-testid="recovery-codes"
          className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
        >
          {setup.recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <Form method="post" {...kitFormProps(form)} className="max-w-sm space-y-4">
        <input type="hidden" name="intent" value="2fa-confirm" />
        <input type="hidden" name="secret" value={setup.secret} />
        <input type="hidden" name="recoveryCodes" value={setup.recoveryCodes.join(' ')} />
        <FormErrors errors={codeError ? [codeError] : undefined} />
        <TextField
          field={fields.code}
          label={m.code}
          autoComplete="one-time-code"
          inputClassName="font-mono"
        />
        <StatusButton status={isPending ? 'pending' : 'idle'} pendingLabel={m.confirming}>
          {m.confirm}
        </StatusButton>
      </Form>
    </div>
  )
}

function TurnOffForm({ lastResult }: { lastResult: ActionData['result'] }) {
  const m = useT().staff.twoFactor
  const isPending = useIsPending({ intent: '2fa-off' })
  const [form, fields] = useKitForm({
    id: 'two-factor-off',
    lastResult,
    schema: TwoFactorOffSchema,
  })
  return (
    <Form method="post" {...kitFormProps(form)} className="max-w-sm space-y-4">
      <input type="hidden" name="intent" value="2fa-off" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField
        field={fields.password}
        label={m.password}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        field={fields.code}
        label={m.code}
        hint={m.codeHint}
        autoComplete="one-time-code"
      />
      <StatusButton
        variant="destructive"
        status={isPending ? 'pending' : 'idle'}
        pendingLabel={m.turningOff}
      >
        {m.turnOff}
      </StatusButton>
    </Form>
  )
}
