import type { AppLoadContext } from 'react-router'
import { messagesFor, type Locale } from '~/i18n'
import { localeOfRequest } from '~/i18n/locale'
import { done, handleForm, refused } from '~/server/action.server'
import { consumeRateLimit, type RateLimitRule } from '~/server/rate-limit.server'
import { attachmentUpload } from './attachments.server'
import { replyAsRequester, type Thread } from './conversations.server'
import { RequesterReplySchema } from './schema'
import { getSiteSettingsIn } from '~/domain/settings/settings.server'

/**
 * A requester answers at most this often per conversation (decision 040): enough for a real
 * exchange, too few to flood the staff's inbox from one leaked link.
 */
export const REQUESTER_REPLIES_PER_HOUR: RateLimitRule = {
  name: 'conversation-answer',
  points: 10,
  windowSeconds: 60 * 60,
}

/**
 * The requester's answer, posted from their link's page or the dashboard's: checked, limited
 * per conversation, saved (reopening the conversation and telling its assignee), then back
 * to the same page with the flash message.
 */
export function answerAsRequester(
  args: { request: Request; context: AppLoadContext },
  conversationId: string,
  authorId: string | null,
) {
  const { request } = args
  const m = messagesFor(localeOfRequest(request)).conversations
  const back = new URL(request.url).pathname
  return handleForm(
    args,
    RequesterReplySchema,
    async ({ message }, { uploads }) => {
      const limit = await consumeRateLimit(REQUESTER_REPLIES_PER_HOUR, conversationId)
      if (!limit.isAllowed) {
        return refused(
          429,
          { title: messagesFor(localeOfRequest(request)).errors.tooManyRequests },
          { headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
        )
      }
      const attachment = uploads.attachment
      const saved = await replyAsRequester(conversationId, {
        body: message,
        attachment: attachment.kind === 'stored' ? attachment : null,
        authorId,
      })
      if (saved.kind === 'not-found') return refused(404, { title: m.requester.invalidLink })
      return done(back, {
        type: 'success',
        title: m.requester.sent,
        description: m.requester.sentDescription,
      })
    },
    { files: { attachment: attachmentUpload } },
  )
}

/** What the requester's page shows above the thread: the company's name and the topic. */
export async function requesterHeading(
  thread: Thread,
  locale: Locale,
): Promise<{ company: string; topic: string }> {
  const settings = await getSiteSettingsIn(locale)
  const company = settings.companyName || messagesFor(locale).brand.shortName
  const { area, topic } = thread.conversation
  const m = messagesFor(locale)
  const label =
    area === 'custom' && topic in m.requests.investmentTypes
      ? m.requests.investmentTypes[topic as keyof typeof m.requests.investmentTypes]
      : topic
  return { company, topic: label }
}
