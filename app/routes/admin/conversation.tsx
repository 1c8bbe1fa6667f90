import type { z } from 'zod'
import { ArrowLeft } from 'lucide-react'
import { Form } from 'react-router'
import type { Route } from './+types/conversation'
import { FormErrors, TextareaField } from '~/components/forms/fields'
import { FileField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { CONVERSATION_PERMISSIONS, requestScreenHref } from '~/domain/conversations/areas'
import { attachmentUpload } from '~/domain/conversations/attachments.server'
import {
  addNote,
  assignableStaff,
  assignConversation,
  getThreadForStaff,
  replyAsStaff,
  revokeLinks,
  setConversationState,
  type WriteOutcome,
} from '~/domain/conversations/conversations.server'
import { ResponseDue } from '~/domain/conversations/components/response-due'
import { Timeline } from '~/domain/conversations/components/timeline'
import { workdayMinutesOf, workingMinutesUntil } from '~/domain/conversations/inbox.server'
import {
  StaffNoteSchema,
  StaffReplySchema,
  StaffThreadActionSchema,
} from '~/domain/conversations/schema'
import { getConversationSettings } from '~/domain/settings/settings.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import { pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { discardUploads } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { NativeSelect } from '~/ui/select'

export const meta: Route.MetaFunction = ({ location, data }) => {
  const m = messagesAt(location.pathname)
  const name = data?.thread.conversation.name ?? ''
  return [{ title: pageTitle(format(m.conversations.thread.metaTitle, { name }), m) }]
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const reader = await requirePermission({ request, context }, CONVERSATION_PERMISSIONS)
  const found = await getThreadForStaff(reader, params.id)
  if (found.kind === 'not-found') throw new Response('Not Found', { status: 404 })
  if (found.kind === 'forbidden') throw new Response('Forbidden', { status: 403 })
  const { conversation } = found.thread
  const [staff, { calendar }] = await Promise.all([
    assignableStaff(conversation.area),
    getConversationSettings(),
  ])
  const [minutes] = workingMinutesUntil(new Date(), [conversation.dueAt], calendar)
  const due =
    conversation.dueAt && minutes !== null
      ? { minutes, isOverdue: conversation.dueAt.getTime() < Date.now() }
      : null
  return {
    thread: found.thread,
    staff,
    me: reader.id,
    due,
    workdayMinutes: workdayMinutesOf(calendar),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, CONVERSATION_PERMISSIONS)
  const m = messagesOf(request).conversations.thread
  const back = new URL(request.url).pathname
  const answer = (outcome: WriteOutcome | { kind: 'not-assignable' }, title: string) => {
    if (outcome.kind === 'forbidden') throw new Response('Forbidden', { status: 403 })
    if (outcome.kind === 'not-found')
      return refused(404, { title: m.failed, description: m.notFound })
    if (outcome.kind === 'not-assignable') {
      return refused(400, { title: m.failed, description: m.notAssignable })
    }
    return done(back, { type: 'success', title })
  }
  return handleForm(
    { request, context },
    StaffThreadActionSchema,
    async (value, { uploads }) => {
      const attachment = uploads.attachment
      if (value.intent !== 'reply') await discardUploads(uploads)
      switch (value.intent) {
        case 'reply': {
          const outcome = await replyAsStaff(actor, params.id, {
            body: value.message,
            attachment: attachment.kind === 'stored' ? attachment : null,
          })
          if (outcome.kind !== 'ok') await discardUploads(uploads)
          return outcome.kind === 'ok'
            ? done(back, { type: 'success', title: m.sent, description: m.sentDescription })
            : answer(outcome, m.sent)
        }
        case 'note':
          return answer(await addNote(actor, params.id, value.note), m.noteAdded)
        case 'assign':
          return answer(
            await assignConversation(actor, params.id, value.assigneeId || null),
            m.assigned,
          )
        case 'assign-me':
          return answer(await assignConversation(actor, params.id, actor.id), m.assigned)
        case 'close':
          return answer(await setConversationState(actor, params.id, 'closed'), m.closed)
        case 'reopen':
          return answer(await setConversationState(actor, params.id, 'open'), m.reopened)
        case 'revoke-links':
          return answer(await revokeLinks(actor, params.id), m.revoked)
      }
    },
    {
      files: { attachment: attachmentUpload },
      failed: { title: m.failed, description: m.failedDescription },
    },
  )
}

export default function AdminConversationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.conversations
  const { thread, staff, me, due, workdayMinutes } = loaderData
  const { conversation } = thread
  useActionToast(actionData?.toast)
  const intent = (name: string) => <input type="hidden" name="intent" value={name} />

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link
        to="/admin/conversations"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.thread.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{conversation.name}</h1>
          <p className="text-muted-foreground mt-1">
            {m.areas[conversation.area]}
            {conversation.topic ? ` · ${conversation.topic}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={conversation.state === 'closed' ? 'secondary' : 'info'}>
            {m.states[conversation.state]}
          </Badge>
          <ResponseDue due={due} dueKind={conversation.dueKind} workdayMinutes={workdayMinutes} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="timeline-title" className="space-y-3">
            <h2 id="timeline-title" className="text-xl font-semibold">
              {m.timeline.title}
            </h2>
            <Timeline
              entries={thread.timeline}
              requesterName={conversation.name}
              attachmentHref={(id) => `/admin/conversations/${conversation.id}/files/${id}`}
              showsStaffEntries
            />
          </section>
          <ReplyForm name={conversation.name} actionData={actionData} />
          <NoteForm actionData={actionData} />
        </div>

        <aside className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.thread.requester}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-2 text-sm">
              <p className="font-medium">{conversation.name}</p>
              <p dir="ltr" className="text-start">
                <a className="text-primary hover:underline" href={`mailto:${conversation.email}`}>
                  {conversation.email}
                </a>
              </p>
              <p>
                {m.thread.language}: {m.inbox.filters[conversation.locale]}
              </p>
              <p>{conversation.userId ? m.thread.account : m.thread.visitor}</p>
              <Link to={requestScreenHref(conversation)} className="text-primary hover:underline">
                {m.thread.request}
              </Link>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{m.thread.assignTitle}</CardTitle>
              <CardDescription>{conversation.assigneeName ?? m.inbox.nobody}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              {conversation.assigneeId !== me ? (
                <Form method="post">
                  {intent('assign-me')}
                  <Button type="submit" variant="outline" className="w-full">
                    {m.thread.assignToMe}
                  </Button>
                </Form>
              ) : null}
              <Form method="post" className="space-y-2">
                {intent('assign')}
                <Label htmlFor="assignee">{m.thread.assignLabel}</Label>
                <NativeSelect
                  id="assignee"
                  name="assigneeId"
                  defaultValue={conversation.assigneeId ?? ''}
                >
                  <option value="">{m.inbox.nobody}</option>
                  {staff.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name} ({member.email})
                    </option>
                  ))}
                </NativeSelect>
                <Button type="submit" variant="secondary" className="w-full">
                  {m.thread.assign}
                </Button>
              </Form>
            </CardContent>
          </Card>

          <Card>
            <CardContent className="space-y-3 pt-6">
              <Form method="post">
                {intent(conversation.state === 'closed' ? 'reopen' : 'close')}
                <Button type="submit" variant="outline" className="w-full">
                  {conversation.state === 'closed' ? m.thread.reopen : m.thread.close}
                </Button>
              </Form>
              <Form method="post" className="space-y-1">
                {intent('revoke-links')}
                <Button type="submit" variant="ghost" className="w-full">
                  {m.thread.revoke}
                </Button>
                <p className="text-muted-foreground text-xs">{m.thread.revokeHint}</p>
              </Form>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  )
}

type FormActionData = Route.ComponentProps['actionData']

function ReplyForm({ name, actionData }: { name: string; actionData: FormActionData }) {
  const m = useT().conversations.thread
  const isSending = useIsPending({ intent: 'reply' })
  const [form, fields] = useKitForm<
    typeof StaffReplySchema,
    z.input<typeof StaffReplySchema> & { attachment?: File }
  >({
    id: 'conversation-reply',
    lastResult: actionData?.result,
    schema: StaffReplySchema,
  })
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{format(m.replyTitle, { name })}</CardTitle>
        <CardDescription>{m.replyHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          encType="multipart/form-data"
          {...kitFormProps(form)}
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="reply" />
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextareaField field={fields.message} label={m.replyLabel} rows={6} isRequired />
          <FileField
            field={fields.attachment}
            label={m.attachmentLabel}
            accept=".pdf,.doc,.docx,.xlsx,.pptx,image/jpeg,image/png,image/webp,image/gif"
          />
          <div className="flex justify-end">
            <StatusButton status={isSending ? 'pending' : 'idle'}>{m.send}</StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}

function NoteForm({ actionData }: { actionData: FormActionData }) {
  const m = useT().conversations.thread
  const isSaving = useIsPending({ intent: 'note' })
  const [form, fields] = useKitForm({
    id: 'conversation-note',
    lastResult: actionData?.result,
    schema: StaffNoteSchema,
  })
  return (
    <Card className="border-amber-300 bg-amber-50/60 dark:bg-amber-950/20">
      <CardHeader>
        <CardTitle as="h2">{m.noteTitle}</CardTitle>
        <CardDescription>{m.noteHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...kitFormProps(form)} className="space-y-4">
          <input type="hidden" name="intent" value="note" />
          <TextareaField field={fields.note} label={m.noteLabel} rows={3} isRequired />
          <div className="flex justify-end">
            <StatusButton status={isSaving ? 'pending' : 'idle'} variant="secondary">
              {m.addNote}
            </StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}
