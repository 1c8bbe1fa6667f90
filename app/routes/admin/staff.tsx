import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { MailPlus } from 'lucide-react'
import { Form, useLocation } from 'react-router'
import type { Route } from './+types/staff'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { FormErrors, SelectField, TextField } from '~/components/forms/fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import {
  changeStaffRole,
  inviteStaff,
  listStaff,
  resendInvitation,
  revokeInvitation,
  setAccountDisabled,
  type PendingInvitation,
  type StaffChange,
  type StaffMember,
} from '~/domain/staff/staff.server'
import { InviteSchema, StaffActionSchema } from '~/domain/staff/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import type { ActionData } from '~/lib/action-result'
import { closedDialogHref, dialogHref } from '~/lib/dialog-url'
import { STAFF_ROLES } from '~/lib/permissions'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused, type FormOutcome } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'
import { NativeSelect } from '~/ui/select'
import { AdminExportLinks } from '~/components/admin/admin-export-links'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { pageTitle } from '~/lib/seo'

export const meta: Route.MetaFunction = ({ location }) => {
  const m = messagesAt(location.pathname)
  return [
    { title: pageTitle(m.staff.screen.metaTitle, m) },
    { name: 'description', content: m.staff.screen.subheading },
  ]
}

/* The invite form and the disable confirmation are URLs (decision 012): ?invite=1, ?disable=<id>. */
const DIALOG_PARAMS = ['invite', 'disable'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePermission({ request, context }, 'staff')
  return { ...(await listStaff()), actorId: actor.id }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'staff')
  const back = closedDialogHref(request.url, DIALOG_PARAMS)
  const m = messagesOf(request).staff
  const changed = (
    outcome: StaffChange,
    title: string,
    description: (name: string) => string,
  ): FormOutcome => {
    if (outcome.kind === 'not-found')
      return refused(404, { title: m.changes.failed, description: m.changes.notFound })
    if (outcome.kind === 'last-administrator')
      return refused(409, { title: m.changes.failed, description: m.changes.lastAdministrator })
    return done(back, { type: 'success', title, description: description(outcome.name) })
  }
  return handleForm(
    { request, context },
    StaffActionSchema,
    async (value): Promise<FormOutcome> => {
      switch (value.intent) {
        case 'invite': {
          const outcome = await inviteStaff(actor, value)
          if (outcome.kind === 'has-account')
            return { kind: 'refused', status: 409, fieldErrors: { email: [m.invite.hasAccount] } }
          return done(back, {
            type: 'success',
            title: m.invite.sent,
            description: format(m.invite.sentDescription, { email: value.email }),
          })
        }
        case 'role': {
          const outcome = await changeStaffRole(actor, value.userId, value.role)
          return changed(outcome, m.changes.roleChanged, (name) =>
            format(m.changes.roleChangedDescription, { name, role: m.roles[value.role] }),
          )
        }
        case 'disable':
        case 'enable': {
          const isDisabled = value.intent === 'disable'
          const outcome = await setAccountDisabled(actor, value.userId, isDisabled)
          return changed(outcome, isDisabled ? m.changes.disabled : m.changes.enabled, (name) =>
            format(isDisabled ? m.changes.disabledDescription : m.changes.enabledDescription, {
              name,
            }),
          )
        }
        case 'resend':
        case 'revoke': {
          const outcome =
            value.intent === 'resend'
              ? await resendInvitation(actor, value.id)
              : await revokeInvitation(actor, value.id)
          if (outcome.kind === 'not-found')
            return refused(404, { title: m.changes.failed, description: m.invite.notFound })
          return done(back, {
            type: 'success',
            title: value.intent === 'resend' ? m.invite.resent : m.invite.revoked,
            description: outcome.email,
          })
        }
      }
    },
    { failed: { title: m.changes.failed } },
  )
}

export default function StaffRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.staff
  const { members, invitations, actorId } = loaderData
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const disabling = members.find((member) => member.id === params.get('disable')) ?? null
  const closeTo = dialogHref(location, { invite: null, disable: null })
  const isInviting = params.get('invite') === '1'
  useActionToast(isInviting ? undefined : actionData?.toast)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-navy text-3xl font-bold tracking-tight">{m.screen.heading}</h1>
          <p className="text-muted-foreground mt-1">{m.screen.subheading}</p>
        </div>
        <UrlDialogLink
          to={`${dialogHref(location, { invite: '1' })}#invite-staff`}
          className="bg-primary text-primary-foreground hover:bg-primary/90 focus-visible:ring-ring inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-medium focus-visible:ring-2 focus-visible:outline-hidden"
        >
          <MailPlus aria-hidden className="size-4" />
          {m.invite.button}
        </UrlDialogLink>
      </div>

      {!isInviting && !disabling ? <FormErrors errors={actionData?.result?.error?.['']} /> : null}

      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.screen.membersTitle}</CardTitle>
          <AdminExportLinks list="staff" />
        </CardHeader>
        <CardContent className="overflow-x-auto contain-inline-size">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{m.screen.name}</TableHead>
                <TableHead>{m.screen.role}</TableHead>
                <TableHead>{m.screen.status}</TableHead>
                <TableHead>{m.screen.twoFactor}</TableHead>
                <TableHead className="text-end">{m.screen.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {members.map((member) => (
                <MemberRow key={member.id} member={member} isSelf={member.id === actorId} />
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.screen.invitationsTitle}</CardTitle>
        </CardHeader>
        <CardContent className="overflow-x-auto contain-inline-size">
          {invitations.length === 0 ? (
            <p className="text-muted-foreground py-6 text-center">{m.screen.noInvitations}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{m.screen.email}</TableHead>
                  <TableHead>{m.screen.role}</TableHead>
                  <TableHead>{m.screen.invitedBy}</TableHead>
                  <TableHead>{m.screen.expires}</TableHead>
                  <TableHead className="text-end">{m.screen.actions}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {invitations.map((invitation) => (
                  <InvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <UrlDialog
        isOpen={isInviting}
        closeTo={closeTo}
        id="invite-staff"
        closeLabel={t.dialog.close}
        title={m.invite.title}
        description={m.invite.description}
      >
        <InviteForm lastResult={isInviting ? actionData?.result : undefined} />
      </UrlDialog>

      <DeleteRowDialog
        row={disabling}
        closeTo={closeTo}
        id="disable-staff"
        copy={{
          title: m.screen.disable,
          description: m.changes.disabledDescription,
          cancel: m.invite.cancel,
          confirm: m.screen.disable,
          deleting: m.screen.savingRole,
        }}
        values={{ name: disabling?.name ?? '' }}
        intent="disable"
        idField="userId"
      />
    </div>
  )
}

function InviteForm({ lastResult }: { lastResult: ActionData['result'] }) {
  const m = useT().staff
  const isPending = useIsPending({ intent: 'invite' })
  const [form, fields] = useKitForm({
    id: 'invite-staff-form',
    lastResult,
    defaultValue: { role: 'editor' },
    schema: InviteSchema,
  })
  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="invite" />
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextField field={fields.email} label={m.invite.email} type="email" isRequired />
      <SelectField
        field={fields.role}
        label={m.invite.role}
        isRequired
        options={STAFF_ROLES.map((role) => ({ value: role, label: m.roles[role] }))}
        hint={
          m.roleDescriptions[(fields.role.value as keyof typeof m.roleDescriptions) ?? 'editor']
        }
      />
      <div className="flex justify-end gap-2">
        <UrlDialogClose disabled={isPending}>{m.invite.cancel}</UrlDialogClose>
        <StatusButton status={isPending ? 'pending' : 'idle'} pendingLabel={m.invite.pending}>
          {m.invite.submit}
        </StatusButton>
      </div>
    </Form>
  )
}

function MemberRow({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const m = useT().staff
  const location = useLocation()
  const isSavingRole = useIsPending({ intent: 'role' })
  const isEnabling = useIsPending({ intent: 'enable' })
  const roleSelectId = `role-${member.id}`
  return (
    <TableRow>
      <TableCell>
        <p className="font-medium">
          {member.name}{' '}
          {isSelf ? <span className="text-muted-foreground">{m.screen.you}</span> : null}
        </p>
        <p className="text-muted-foreground text-sm">{member.email}</p>
      </TableCell>
      <TableCell>
        <Form method="post" className="flex items-center gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={member.id} />
          <label htmlFor={roleSelectId} className="sr-only">
            {format('{label}: {name}', { label: m.screen.changeRole, name: member.name })}
          </label>
          <NativeSelect
            id={roleSelectId}
            name="role"
            defaultValue={member.role}
            wrapperClassName="w-44"
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {m.roles[role]}
              </option>
            ))}
          </NativeSelect>
          <StatusButton
            variant="outline"
            size="sm"
            status={isSavingRole ? 'pending' : 'idle'}
            aria-label={format('{label}: {name}', { label: m.screen.saveRole, name: member.name })}
          >
            {m.screen.saveRole}
          </StatusButton>
        </Form>
      </TableCell>
      <TableCell>
        <Badge variant={member.isDisabled ? 'destructive' : 'success'}>
          {member.isDisabled ? m.screen.disabled : m.screen.active}
        </Badge>
      </TableCell>
      <TableCell>{member.twoFactorEnabled ? m.screen.on : m.screen.off}</TableCell>
      <TableCell className="text-end">
        {member.isDisabled ? (
          <Form method="post" className="inline">
            <input type="hidden" name="intent" value="enable" />
            <input type="hidden" name="userId" value={member.id} />
            <StatusButton
              variant="outline"
              size="sm"
              status={isEnabling ? 'pending' : 'idle'}
              aria-label={format('{label}: {name}', { label: m.screen.enable, name: member.name })}
            >
              {m.screen.enable}
            </StatusButton>
          </Form>
        ) : (
          <UrlDialogLink
            to={`${dialogHref(location, { disable: member.id })}#disable-staff`}
            className="text-destructive text-sm font-medium hover:underline"
            aria-label={format('{label}: {name}', { label: m.screen.disable, name: member.name })}
          >
            {m.screen.disable}
          </UrlDialogLink>
        )}
      </TableCell>
    </TableRow>
  )
}

function InvitationRow({ invitation }: { invitation: PendingInvitation }) {
  const m = useT().staff
  const intlLocale = useIntlLocale()
  return (
    <TableRow>
      <TableCell className="font-medium">{invitation.email}</TableCell>
      <TableCell>{m.roles[invitation.role]}</TableCell>
      <TableCell>{invitation.invitedByEmail ?? '—'}</TableCell>
      <TableCell>
        {invitation.isExpired ? (
          <Badge variant="destructive">{m.screen.expired}</Badge>
        ) : (
          <time dateTime={new Date(invitation.expiresAt).toISOString()}>
            {formatDateTime(invitation.expiresAt, intlLocale)}
          </time>
        )}
      </TableCell>
      <TableCell className="text-end">
        <div className="inline-flex gap-2">
          {(['resend', 'revoke'] as const).map((intent) => (
            <Form key={intent} method="post">
              <input type="hidden" name="intent" value={intent} />
              <input type="hidden" name="id" value={invitation.id} />
              <StatusButton
                variant={intent === 'revoke' ? 'destructive' : 'outline'}
                size="sm"
                status="idle"
                aria-label={format('{label}: {email}', {
                  label: m.screen[intent],
                  email: invitation.email,
                })}
              >
                {m.screen[intent]}
              </StatusButton>
            </Form>
          ))}
        </div>
      </TableCell>
    </TableRow>
  )
}
