import { Form, isRouteErrorResponse } from 'react-router'
import { Eye } from 'lucide-react'
import type { Route } from './+types/publishing-item'
import { AdminForbidden, isForbidden } from '~/components/admin/admin-load-error'
import { AdminFormPageHeader } from '~/components/admin/admin-page-header'
import { ActionRefusal } from '~/components/forms/fields'
import { NotFound } from '~/components/not-found'
import { requireContentItem } from '~/domain/publishing/items.server'
import type { DraftedType } from '~/domain/publishing/types'
import { FieldComparisonTable } from '~/domain/publishing/components/field-comparison'
import {
  compareDraft,
  discardDraft,
  isReviewRequired,
  publishDraft,
  returnDraft,
  submitDraft,
  type PublishingRefusal,
} from '~/domain/publishing/publishing.server'
import { DraftActionSchema, REVIEW_COMMENT_MAX } from '~/domain/publishing/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { formatDateTime } from '~/lib/format-date'
import { can } from '~/lib/permissions'
import { done, handleForm, refused } from '~/server/action.server'
import { Badge } from '~/ui/badge'
import { Button, buttonVariants } from '~/ui/button'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { Textarea } from '~/ui/textarea'

/*
 * One item's draft and its review (decision 047): the published version and the draft field
 * by field, the staff-only previews in both languages, and the forms that move the draft on:
 * the editor submits or discards it, a person with the publish permission approves (never
 * the draft's last editor, when the type needs review) or returns it with a comment. A type
 * its editors publish (the settings' choice) shows them a Publish button instead.
 */

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const m = messagesAt(location.pathname)
  const title = loaderData?.item.title ?? ''
  return [{ title: `${format(m.revisions.draft.metaTitle, { title })} | ${m.brand.shortName}` }]
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, type, spec, item } = await requireContentItem({ request, context }, params, 'open')
  const [compared, needsReview] = await Promise.all([
    compareDraft(type, item.id),
    isReviewRequired(type),
  ])
  const draft = 'draft' in compared ? compared.draft : null
  return {
    type: type as DraftedType,
    item,
    paths: { edit: spec.paths.edit(item.id), preview: spec.paths.preview(item.id) },
    needsReview,
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
    canEdit: can(staff.role, spec.permissions.write),
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
  const { staff, type, spec, item } = await requireContentItem({ request, context }, params, 'open')
  const d = messagesOf(request).revisions.draft
  const here = `/admin/publishing/${type}/${item.id}`
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
      if (isEditing && !can(staff.role, spec.permissions.write)) {
        return refusal({ kind: 'not-allowed' })
      }
      switch (value.intent) {
        case 'submit': {
          const outcome = await submitDraft(staff, type, item.id)
          if (outcome.kind !== 'submitted') return refusal(outcome)
          return done(here, { type: 'success', title: d.submittedToast })
        }
        case 'discard': {
          const outcome = await discardDraft(staff, type, item.id)
          if (outcome.kind !== 'discarded') return refusal(outcome)
          return done(here, { type: 'success', title: d.discardedToast })
        }
        case 'approve': {
          const outcome = await publishDraft(staff, type, item.id)
          if (outcome.kind !== 'published') return refusal(outcome)
          return done(here, {
            type: 'success',
            title: d.publishedToast,
            description: format(d.publishedBody, { n: outcome.revision }),
          })
        }
        case 'return': {
          const outcome = await returnDraft(staff, type, item.id, value.comment)
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
  const { type, item, paths, needsReview, draft, comparison, canEdit, canPublish } = loaderData
  const back = t.revisions.types[type]
  const commentErrors = actionData?.result?.error?.comment
  const previewClass = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <AdminFormPageHeader
        backTo={paths.edit}
        backLabel={back.back}
        title={m.title}
        description={item.title}
      />
      <ActionRefusal actionData={actionData} />
      {item.wasPublished ? null : (
        <p className="bg-warning/15 rounded-lg border p-4 text-sm">{back.neverPublished}</p>
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
            <Link to={paths.preview} className={previewClass}>
              <Eye aria-hidden className="size-4" />
              {m.previewEnglish}
            </Link>
            <Link to={`/ar${paths.preview}`} className={previewClass}>
              <Eye aria-hidden className="size-4" />
              {m.previewArabic}
            </Link>
          </div>
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              {draft.state === 'in-review' || !needsReview ? null : (
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
          left={item.wasPublished ? m.published : m.hiddenColumn}
          right={m.draftColumn}
        />
      ) : null}

      {draft && !needsReview && (canEdit || canPublish) ? (
        <section aria-labelledby="publish-heading" className="grid gap-3 rounded-lg border p-4">
          <h2 id="publish-heading" className="text-lg font-semibold">
            {m.publishHeading}
          </h2>
          <p className="text-muted-foreground text-sm">{m.publishHint}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit">{m.publish}</Button>
          </Form>
        </section>
      ) : null}

      {draft && needsReview && canPublish && draft.state === 'in-review' ? (
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
