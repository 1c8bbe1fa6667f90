import { Form, isRouteErrorResponse } from 'react-router'
import { Eye } from 'lucide-react'
import type { Route } from './+types/publishing-item'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { ActionRefusal } from '~/components/forms/fields'
import { NotFound } from '~/components/not-found'
import { getAdminInvestment } from '~/domain/investments/investments.server'
import { FieldComparisonTable } from '~/domain/publishing/components/field-comparison'
import {
  compareDraft,
  discardDraft,
  publishDraft,
  returnDraft,
  submitDraft,
  type PublishingRefusal,
} from '~/domain/publishing/publishing.server'
import { DraftActionSchema, REVIEW_COMMENT_MAX } from '~/domain/publishing/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { can, type Permission } from '~/lib/permissions'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { Badge } from '~/ui/badge'
import { Button, buttonVariants } from '~/ui/button'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { Textarea } from '~/ui/textarea'

/*
 * One item's draft and its review (decision 047): the published version and the draft field
 * by field, the staff-only previews in both languages, and the forms that move the draft on:
 * the editor submits or discards it, a person with the publish permission approves (never
 * the draft's last editor, for investments) or returns it with a comment.
 */

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const m = messagesAt(location.pathname)
  const title = loaderData?.item.title ?? ''
  return [{ title: `${format(m.revisions.draft.metaTitle, { title })} | ${m.brand.shortName}` }]
}

/**
 * Who may open an item's page: the type's editors and the reviewers. An address of no known
 * type is the reviewers' alone, so it tells nobody else whether it exists.
 */
function openersOf(type: string): Permission | Permission[] {
  return type === 'investment' ? ['investments:write', 'content:publish'] : 'content:publish'
}

function notFound(): never {
  throw new Response('Not Found', { status: 404 })
}

/** Only investments are drafted so far (decision 047, "Built so far"). */
async function itemOf(type: string, id: string) {
  if (type !== 'investment') notFound()
  const investment = await getAdminInvestment(id)
  if (!investment) notFound()
  return investment
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requirePermission({ request, context }, openersOf(params.type))
  const item = await itemOf(params.type, params.id)
  const compared = await compareDraft('investment', item.id)
  const draft = 'draft' in compared ? compared.draft : null
  return {
    item: { id: item.id, title: item.title, wasPublished: item.wasPublished },
    draft: draft
      ? {
          state: draft.state,
          lastEditorName: draft.lastEditorName,
          updatedAt: draft.updatedAt,
          submittedAt: draft.submittedAt,
          reviewComment: draft.reviewComment,
          reviewerName: draft.reviewerName,
          isOwn: draft.lastEditorId === staff.id,
        }
      : null,
    comparison: 'comparison' in compared ? compared.comparison : null,
    canEdit: can(staff.role, 'investments:write'),
    canPublish: can(staff.role, 'content:publish'),
  }
}

/** The answer's status for each refusal: a stale page 409, a rule 403, a missing text 400. */
const REFUSAL_STATUS: Record<PublishingRefusal['kind'], number> = {
  'unknown-type': 404,
  'not-found': 404,
  'no-draft': 409,
  'in-review': 409,
  'not-in-review': 409,
  'review-required': 409,
  'same-person': 403,
  'not-allowed': 403,
  'risk-warning-missing': 400,
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requirePermission({ request, context }, openersOf(params.type))
  const item = await itemOf(params.type, params.id)
  const d = messagesOf(request).revisions.draft
  const here = `/admin/publishing/investment/${item.id}`
  const refusal = (outcome: PublishingRefusal) => {
    const errors: Record<string, string> = d.errors
    return refused(REFUSAL_STATUS[outcome.kind], {
      title: d.failed,
      description: errors[outcome.kind] ?? d.failed,
    })
  }
  return handleForm(
    { request, context },
    DraftActionSchema,
    async (value) => {
      const isEditing = value.intent === 'submit' || value.intent === 'discard'
      if (isEditing && !can(staff.role, 'investments:write')) {
        return refusal({ kind: 'not-allowed' })
      }
      switch (value.intent) {
        case 'submit': {
          const outcome = await submitDraft(staff, 'investment', item.id)
          if (outcome.kind !== 'submitted') return refusal(outcome)
          return done(here, { type: 'success', title: d.submittedToast })
        }
        case 'discard': {
          const outcome = await discardDraft(staff, 'investment', item.id)
          if (outcome.kind !== 'discarded') return refusal(outcome)
          return done(here, { type: 'success', title: d.discardedToast })
        }
        case 'approve': {
          const outcome = await publishDraft(staff, 'investment', item.id)
          if (outcome.kind !== 'published') return refusal(outcome)
          return done(here, {
            type: 'success',
            title: d.publishedToast,
            description: format(d.publishedBody, { n: outcome.revision }),
          })
        }
        case 'return': {
          const outcome = await returnDraft(staff, 'investment', item.id, value.comment)
          if (outcome.kind !== 'returned') return refusal(outcome)
          return done(here, { type: 'success', title: d.returnedToast })
        }
      }
    },
    { failed: { title: d.failed } },
  )
}

export default function PublishingItemRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.revisions.draft
  const intlLocale = useIntlLocale()
  const { item, draft, comparison, canEdit, canPublish } = loaderData
  const commentErrors = actionData?.result?.error?.comment
  const previewClass = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <AdminFormPageHeader
        backTo={`/admin/investments/edit/${item.id}`}
        backLabel={m.back}
        title={m.title}
        description={item.title}
      />
      <ActionRefusal actionData={actionData} />
      {item.wasPublished ? null : (
        <p className="bg-warning/15 rounded-lg border p-4 text-sm">{m.neverPublished}</p>
      )}
      {draft ? (
        <section aria-labelledby="draft-state" className="grid gap-3 rounded-lg border p-4">
          <h2 id="draft-state" className="flex flex-wrap items-center gap-2 text-lg font-semibold">
            <Badge variant={draft.state === 'returned' ? 'warning' : 'secondary'}>
              {m.states[draft.state]}
            </Badge>
            <span className="text-muted-foreground text-sm font-normal">
              {format(m.savedBy, {
                name: draft.lastEditorName,
                date: formatDateTime(draft.updatedAt, intlLocale),
              })}
            </span>
          </h2>
          {draft.state === 'in-review' && draft.submittedAt ? (
            <p className="text-sm">
              {format(m.submittedOn, { date: formatDateTime(draft.submittedAt, intlLocale) })}
            </p>
          ) : null}
          {draft.state === 'returned' ? (
            <p className="bg-warning/15 rounded-md p-3 text-sm whitespace-pre-line">
              {format(m.returnedBy, { name: draft.reviewerName, comment: draft.reviewComment })}
            </p>
          ) : null}
          <p className="text-sm">{m.notPublic}</p>
          <div className="flex flex-wrap gap-2">
            <Link to={`/investments/${item.id}/preview`} className={previewClass}>
              <Eye aria-hidden className="size-4" />
              {m.previewEnglish}
            </Link>
            <Link to={`/ar/investments/${item.id}/preview`} className={previewClass}>
              <Eye aria-hidden className="size-4" />
              {m.previewArabic}
            </Link>
          </div>
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {draft.state === 'in-review' ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="submit" />
                  <Button type="submit">{m.submit}</Button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="discard" />
                <Button type="submit" variant="outline">
                  {m.discard}
                </Button>
              </Form>
            </div>
          ) : null}
        </section>
      ) : (
        <p className="text-muted-foreground text-sm">{m.noDraft}</p>
      )}

      {comparison ? (
        <FieldComparisonTable
          fields={comparison}
          caption={m.compareCaption}
          left={m.published}
          right={m.draftColumn}
        />
      ) : null}

      {draft && canPublish && draft.state === 'in-review' ? (
        <section aria-labelledby="review-heading" className="grid gap-4 rounded-lg border p-4">
          <h2 id="review-heading" className="text-lg font-semibold">
            {t.revisions.queue.review}
          </h2>
          {draft.isOwn ? (
            <p className="text-sm">{m.ownDraft}</p>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="approve" />
              <Button type="submit">{m.approve}</Button>
            </Form>
          )}
          <Form method="post" className="grid gap-3" aria-labelledby="return-heading">
            <h3 id="return-heading" className="font-medium">
              {m.returnHeading}
            </h3>
            <input type="hidden" name="intent" value="return" />
            <div className="grid gap-2">
              <Label htmlFor="review-comment">{m.comment}</Label>
              <p id="review-comment-hint" className="text-muted-foreground text-sm">
                {m.commentHint}
              </p>
              <Textarea
                id="review-comment"
                name="comment"
                rows={4}
                required
                maxLength={REVIEW_COMMENT_MAX}
                aria-invalid={commentErrors ? true : undefined}
                aria-describedby={
                  commentErrors ? 'review-comment-hint review-comment-error' : 'review-comment-hint'
                }
              />
              {commentErrors ? (
                <p id="review-comment-error" className="text-destructive text-sm font-medium">
                  {commentErrors.join(' ')}
                </p>
              ) : null}
            </div>
            <div>
              <Button type="submit" variant="outline">
                {m.returnButton}
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isForbidden(error)) return <AdminForbidden />
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
