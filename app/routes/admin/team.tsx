import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { Form } from 'react-router'
import { History } from 'lucide-react'
import type { Route } from './+types/team'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { DeleteRowDialog } from '~/components/admin/delete-row-dialog'
import { AddLink, AdminPageHeader } from '~/components/admin/admin-page-header'
import { AdminSearchForm } from '~/components/admin/admin-search-form'
import {
  ActiveBadge,
  AdminTable,
  EditDeleteActions,
  MissingArabicBadge,
  OutOfDateBadge,
} from '~/components/admin/admin-table'
import { Pagination } from '~/components/pagination'
import {
  ROW_DIALOGS,
  keepDataOnDialogToggle,
  useRowDialogs,
} from '~/components/admin/use-dialog-urls'
import { BilingualTextareaField, BilingualTextField } from '~/components/forms/bilingual-fields'
import { CheckboxField, FormErrors, SelectField, TextField } from '~/components/forms/fields'
import { ImageField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import {
  TEAM_GROUPS,
  TeamActionSchema,
  TeamListQuerySchema,
  TeamMemberSchema,
  type TeamMemberInput,
} from '~/domain/team/schema'
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  saveTeamMemberDraft,
  type TeamMember,
  type TeamMemberRow,
} from '~/domain/team/team.server'
import { DraftStatus } from '~/domain/publishing/components/draft-status'
import {
  StaleTranslationsNotice,
  TranslationFilterField,
} from '~/domain/publishing/components/translation-marks'
import {
  isReviewRequired,
  publishDraft,
  staleTranslationsFor,
} from '~/domain/publishing/publishing.server'
import { format, messagesAt, messagesOf, useT } from '~/i18n'
import type { ActionData, Toast } from '~/lib/action-result'
import type { StaleTranslation } from '~/domain/publishing/translations'
import { ScheduleFields, scheduleInputOf } from '~/domain/publishing/components/schedule-fields'
import { readSchedule } from '~/domain/publishing/schedules.server'
import type { Schedule } from '~/domain/publishing/schema'
import { closedDialogHref } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requirePermission } from '~/server/session.server'
import { imageUpload } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { DialogFooter } from '~/ui/dialog'
import { Label } from '~/ui/label'
import { Link } from '~/ui/link'
import { PersonAvatar } from '~/ui/person-avatar'
import { NativeSelect } from '~/ui/select'
import { TableCell, TableRow } from '~/ui/table'
import { UrlDialog, UrlDialogClose } from '~/ui/url-dialog'

export const meta: Route.MetaFunction = ({ location }) => {
  const t = messagesAt(location.pathname)
  return [
    { title: `${t.company.adminTeam.metaTitle} | ${t.brand.shortName}` },
    { name: 'description', content: t.company.adminTeam.subtitle },
  ]
}

/*
 * The add/edit dialog and the delete confirmation are URLs (decision 012): ?new=1,
 * ?edit=team-001, ?delete=team-001. Without JavaScript they render in the page and post
 * plain forms; every success redirects back to the list with the flash message.
 */
const MEMBER_DIALOG_ID = 'team-member'
const DELETE_DIALOG_ID = 'delete-team-member'

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission({ request, context }, 'team')
  const query = parseListQuery(request, TeamListQuerySchema)
  const params = new URL(request.url).searchParams
  // The member a dialog is open for, also when it is not on this page of the list.
  const selectedId = params.get('edit') ?? params.get('delete')
  const editId = params.get('edit')
  const [page, selected, needsReview, stale, schedule] = await Promise.all([
    listTeamMembers(query),
    selectedId ? getTeamMember(selectedId) : null,
    isReviewRequired('team-member'),
    // The edit dialog's texts whose twin changed after them (decision 052), and its schedule.
    editId ? staleTranslationsFor('team-member', editId) : [],
    editId ? readSchedule('team-member', editId) : null,
  ])
  return { query, page, selected, needsReview, stale, schedule }
}

/** SPEC 8's success toast, naming the member. */
function saved(title: string, description: string, name: string): Toast {
  return { type: 'success', title, description: format(description, { name }) }
}

/**
 * Decision 047: adding or editing a member goes through a draft. Where editors publish team
 * members (the settings' choice), "Save Changes" publishes it at once, keeping a revision;
 * "Save as draft", or any save where team members need review, keeps the public team page as
 * it is and leads to the draft's page (a new member is then hidden until its first publish).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requirePermission({ request, context }, 'team')
  const messages = messagesOf(request)
  const tm = messages.company.adminTeam
  const d = messages.revisions.draft
  const failedTitle = { create: tm.addFailed, update: tm.updateFailed, delete: tm.deleteFailed }
  const back = closedDialogHref(request.url, ROW_DIALOGS)
  const notFound = (intent: 'update' | 'delete') =>
    refused(404, { title: failedTitle[intent], description: tm.notFound })
  const toDraft = (id: string, needsReview: boolean) =>
    done(`/admin/publishing/team-member/${id}`, {
      type: 'success',
      title: d.savedToast,
      description: needsReview ? d.savedBody : d.savedBodyEditor,
    })
  return handleForm(
    { request, context },
    TeamActionSchema,
    async (value, { uploads }) => {
      switch (value.intent) {
        case 'create': {
          const needsReview = await isReviewRequired('team-member')
          const created = await createTeamMember(actor, value, uploads.image, { needsReview })
          if (needsReview) return toDraft(created.id, needsReview)
          return done(back, saved(tm.added, tm.addedDescription, value.name))
        }
        case 'update': {
          const outcome = await saveTeamMemberDraft(actor, value.id, value, uploads.image)
          // Deleted meanwhile (handleForm removes the new photo).
          if (outcome.kind === 'not-found') return notFound('update')
          const needsReview = await isReviewRequired('team-member')
          if (value.saveAs !== 'draft' && !needsReview) {
            const published = await publishDraft(actor, 'team-member', value.id)
            if (published.kind === 'not-found') return notFound('update')
            if (published.kind === 'published') {
              return done(back, saved(tm.updated, tm.updatedDescription, value.name))
            }
          }
          return toDraft(value.id, needsReview)
        }
        case 'delete': {
          const outcome = await deleteTeamMember(actor, value.id)
          if (outcome.kind === 'not-found') return notFound('delete')
          return done(back, saved(tm.deleted, tm.deletedDescription, outcome.member.name))
        }
      }
    },
    {
      files: { image: imageUpload('team') },
      failed: (value) => ({ title: failedTitle[value.intent], description: tm.failedDescription }),
    },
  )
}

// Opening or closing a dialog keeps the list already loaded.
export const shouldRevalidate = keepDataOnDialogToggle(ROW_DIALOGS)

export default function AdminTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.company.adminTeam
  const { page, query, selected, needsReview, stale, schedule } = loaderData
  const { dialogs, editing, deleting } = useRowDialogs(page.rows, selected)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title={m.title} description={m.subtitle}>
        <AddLink to={dialogs.openHref('new', '1', MEMBER_DIALOG_ID)}>{m.add}</AddLink>
      </AdminPageHeader>

      <UrlDialog
        isOpen={editing !== null}
        closeTo={dialogs.closeTo}
        id={MEMBER_DIALOG_ID}
        closeLabel={t.dialog.close}
        // Two columns: each text beside its Arabic twin (stacked on a narrow screen).
        className="max-w-4xl"
        title={editing === 'new' ? m.addTitle : m.editTitle}
        description={m.dialogDescription}
      >
        {editing && editing !== 'new' ? <MemberDraftStatus member={editing} /> : null}
        {editing ? (
          <MemberForm
            key={editing === 'new' ? 'new' : editing.id}
            // The dialog edits the member's draft when there is one (decision 047).
            member={editing === 'new' ? null : { ...editing, ...editing.draft?.document }}
            actionData={actionData}
            stale={editing === 'new' ? [] : stale}
            schedule={editing === 'new' ? null : schedule}
            saveDraftLabel={
              editing === 'new' || needsReview ? undefined : t.revisions.draft.saveDraft
            }
          />
        ) : null}
      </UrlDialog>

      <DeleteRowDialog
        row={deleting}
        closeTo={dialogs.closeTo}
        id={DELETE_DIALOG_ID}
        copy={m.confirmDelete}
        values={{ name: deleting?.name ?? '' }}
      />

      <AdminSearchForm
        exportList="team"
        defaultValue={query.q}
        label={m.searchLabel}
        placeholder={m.searchPlaceholder}
        searchLabel={m.search}
      >
        <div className="grid gap-2">
          <Label htmlFor="team-group">{m.groupFilterLabel}</Label>
          <NativeSelect id="team-group" name="group" defaultValue={query.group}>
            <option value="all">{m.groupAll}</option>
            {TEAM_GROUPS.map((group) => (
              <option key={group} value={group}>
                {m.groups[group]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <TranslationFilterField id="team-translation" value={query.translation} />
      </AdminSearchForm>

      <AdminTable
        columns={[
          { label: m.columns.image },
          { label: m.columns.name },
          { label: m.columns.position },
          { label: m.columns.group },
          { label: m.columns.order },
          { label: m.columns.status },
          { label: m.columns.actions, className: 'text-end' },
        ]}
        isEmpty={page.rows.length === 0}
        empty={m.empty}
      >
        {page.rows.map((member) => (
          <TableRow key={member.id}>
            <TableCell>
              <PersonAvatar
                name={member.name}
                imageUrl={member.imageUrl}
                className="bg-primary size-10 text-sm"
              />
            </TableCell>
            <TableCell className="font-medium whitespace-nowrap">
              {/* The English texts, marked so on Arabic pages too. */}
              <span lang="en" dir="ltr">
                {member.name}
              </span>
              <MissingArabicBadge isMissing={member.isArabicMissing} />
              <OutOfDateBadge isOutOfDate={member.isTranslationOutdated} />
              {member.draft ? (
                <Badge variant="secondary" className="ms-2">
                  {t.revisions.draft.states[member.draft.state]}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>
              <span lang="en" dir="ltr">
                {member.position}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{m.groups[member.group]}</TableCell>
            <TableCell>{member.sortOrder}</TableCell>
            <TableCell>
              <ActiveBadge isActive={member.isActive} labels={m} />
            </TableCell>
            <TableCell>
              <EditDeleteActions
                editTo={dialogs.openHref('edit', member.id, MEMBER_DIALOG_ID)}
                editLabel={format(m.editLabel, { name: member.name })}
                deleteTo={dialogs.openHref('delete', member.id, DELETE_DIALOG_ID)}
                deleteLabel={format(m.deleteLabel, { name: member.name })}
              />
            </TableCell>
          </TableRow>
        ))}
      </AdminTable>
      <Pagination page={page} />
    </div>
  )
}

type MemberFormValues = Partial<Record<keyof TeamMemberInput, string>>

function defaultsOf(member: TeamMember | null, schedule: Schedule | null): MemberFormValues {
  // A new member has no place of their own: left empty, they go to the end of their group.
  if (!member) return { group: 'department', isActive: 'on' }
  return {
    publishAt: scheduleInputOf(schedule?.publishAt ?? null),
    unpublishAt: scheduleInputOf(schedule?.unpublishAt ?? null),
    name: member.name,
    nameAr: member.nameAr,
    position: member.position,
    positionAr: member.positionAr,
    bio: member.bio,
    bioAr: member.bioAr,
    email: member.email ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    twitterUrl: member.twitterUrl ?? '',
    group: member.group,
    sortOrder: String(member.sortOrder),
    isActive: member.isActive ? 'on' : undefined,
  }
}

/** The member's draft and revisions (decision 047), above the edit dialog's form. */
function MemberDraftStatus({ member }: { member: TeamMemberRow }) {
  const t = useT()
  return (
    <div className="mb-4 grid gap-3">
      <DraftStatus contentType="team-member" itemId={member.id} draft={member.draft} />
      <Link
        to={`/admin/publishing/team-member/${member.id}/revisions`}
        className="text-primary inline-flex items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <History aria-hidden className="size-4" />
        {t.revisions.link}
      </Link>
    </div>
  )
}

function MemberForm({
  member,
  actionData,
  stale,
  schedule,
  saveDraftLabel,
}: {
  member: TeamMember | null
  actionData: ActionData | undefined
  /** Texts one side of which changed after the other (decision 052). */
  stale: readonly StaleTranslation[]
  /** When the member shows and stops showing (decision 053). */
  schedule: Schedule | null
  /** Offers "Save as draft" beside the submit button, which then publishes (decision 047). */
  saveDraftLabel?: string
}) {
  const m = useT().company.adminTeam
  const intent = member ? 'update' : 'create'
  const isSaving = useIsPending({ intent })
  const [form, fields] = useKitForm<typeof TeamMemberSchema, TeamMemberInput & { image?: File }>({
    id: member ? `team-member-${member.id}` : 'team-member-new',
    lastResult: actionData?.result,
    defaultValue: defaultsOf(member, schedule),
    schema: TeamMemberSchema,
  })
  useActionToast(actionData?.toast)

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-4"
      {...kitFormProps(form)}
    >
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value={intent} />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <StaleTranslationsNotice
        headingLevel={3}
        id={form.id}
        stale={stale}
        labels={{ name: m.name, position: m.position, bio: m.bio }}
      />
      <BilingualTextField
        field={fields.name}
        arabicField={fields.nameAr}
        label={m.name}
        isRequired
      />
      <BilingualTextField
        field={fields.position}
        arabicField={fields.positionAr}
        label={m.position}
        isRequired
      />
      <BilingualTextareaField
        field={fields.bio}
        arabicField={fields.bioAr}
        label={m.bio}
        rows={3}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField field={fields.email} label={m.email} type="email" />
        <SelectField
          field={fields.group}
          label={m.group}
          options={TEAM_GROUPS.map((group) => ({ value: group, label: m.groups[group] }))}
        />
        <TextField
          field={fields.linkedinUrl}
          label={m.linkedinUrl}
          type="url"
          placeholder="https://"
        />
        <TextField
          field={fields.twitterUrl}
          label={m.twitterUrl}
          type="url"
          placeholder="https://"
        />
        <TextField
          field={fields.sortOrder}
          label={m.sortOrder}
          hint={m.sortOrderHint}
          type="number"
          step="1"
          min={0}
        />
        <CheckboxField field={fields.isActive} label={m.isActive} className="sm:pt-8" />
      </div>
      <ImageField field={fields.image} label={m.image} currentUrl={member?.imageUrl} />
      <ScheduleFields id={form.id} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
      <DialogFooter>
        <UrlDialogClose>{m.cancel}</UrlDialogClose>
        {saveDraftLabel ? (
          <Button type="submit" name="saveAs" value="draft" variant="secondary" disabled={isSaving}>
            {saveDraftLabel}
          </Button>
        ) : null}
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {member ? m.save : m.create}
        </StatusButton>
      </DialogFooter>
    </Form>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().company.adminTeam
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
