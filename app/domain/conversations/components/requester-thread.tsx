import type { z } from 'zod'
import { Form } from 'react-router'
import type { SubmissionResult } from '@conform-to/react'
import type { Thread } from '../conversations.server'
import { RequesterReplySchema } from '../schema'
import { Timeline } from './timeline'
import { FormErrors, TextareaField } from '~/components/forms/fields'
import { FileField } from '~/components/forms/file-fields'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { format, useT } from '~/i18n'
import { Badge } from '~/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/ui/card'

/**
 * The requester's conversation (by link or from the dashboard): what they sent, the replies
 * and status changes, and a form to answer. Works without JavaScript: a plain multipart post.
 */
export function RequesterThread({
  thread,
  company,
  topic,
  attachmentHref,
  lastResult,
}: {
  thread: Thread
  company: string
  /** The request's topic as the requester reads it (a type's label, an investment's title). */
  topic: string
  attachmentHref: (attachmentId: string) => string
  lastResult: SubmissionResult<string[]> | undefined
}) {
  const m = useT().conversations
  const { conversation } = thread
  const [form, fields] = useKitForm<
    typeof RequesterReplySchema,
    z.input<typeof RequesterReplySchema> & { attachment?: File }
  >({
    id: 'conversation-answer',
    lastResult,
    schema: RequesterReplySchema,
  })
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">
          {format(m.requester.title, { company })}
        </h1>
        <p className="text-muted-foreground flex flex-wrap items-center gap-2">
          {topic
            ? format(m.requester.about, { area: m.areas[conversation.area], topic })
            : m.areas[conversation.area]}
          <Badge variant={conversation.state === 'closed' ? 'secondary' : 'info'}>
            {m.states[conversation.state]}
          </Badge>
        </p>
      </div>
      <Timeline
        entries={thread.timeline}
        requesterName={conversation.name}
        attachmentHref={attachmentHref}
        showsStaffEntries={false}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{m.requester.answerTitle}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form
            method="post"
            encType="multipart/form-data"
            {...kitFormProps(form)}
            className="space-y-4"
          >
            <FormErrors id={form.errorId} errors={form.errors} />
            <TextareaField
              field={fields.message}
              label={m.requester.answerLabel}
              rows={5}
              isRequired
            />
            <FileField
              field={fields.attachment}
              label={m.requester.attachmentLabel}
              accept=".pdf,.doc,.docx,.xlsx,.pptx,image/jpeg,image/png,image/webp,image/gif"
            />
            <div className="flex justify-end">
              <StatusButton status="idle">{m.requester.send}</StatusButton>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  )
}
