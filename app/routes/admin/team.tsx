import { AdminSearchForm } from '~/components/admin/admin-search-form'
import { readForm, unknownIntent } from '~/server/form.server'
import { AdminLoadError } from '~/components/admin/admin-load-error'
import { FlashMessage } from '~/components/flash-message'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  data,
  Form,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { Route } from './+types/team'
import { ImageUploadField } from '~/components/admin/image-upload-field'
import { Pagination } from '~/components/admin/pagination'
import { RequiredLabel } from '~/ui/required-label'
import { PersonAvatar } from '~/ui/person-avatar'
import {
  TEAM_GROUPS,
  TeamListQuerySchema,
  TeamMemberSchema,
  type TeamMemberInput,
} from '~/domain/team/schema'
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMember,
  listTeamMembers,
  updateTeamMember,
  type TeamMember,
} from '~/domain/team/team.server'
import { format, t, useT } from '~/i18n'
import { closedDialogHref, dialogHref, isDialogToggle } from '~/lib/dialog-url'
import { parseListQuery } from '~/lib/list-query'
import { useActionToast, type ActionToast } from '~/lib/use-action-toast'
import { logger } from '~/server/logger.server'
import { requireAdmin, type SessionUser } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { assertBodySize, IMAGE_MAX_BYTES, readImageField } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button, buttonVariants } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { DialogFooter } from '~/ui/dialog'
import { Field } from '~/ui/field'
import { Input } from '~/ui/input'
import { Label } from '~/ui/label'
import { NativeSelect } from '~/ui/select'
import { Spinner } from '~/ui/spinner'
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
} from '~/ui/table'
import { Textarea } from '~/ui/textarea'
import { UrlDialog, UrlDialogClose, UrlDialogLink } from '~/ui/url-dialog'
import { ConfirmDialog } from '~/components/forms/confirm-dialog'

export const meta: Route.MetaFunction = () => [
  { title: `${t.company.adminTeam.metaTitle} | ${t.brand.shortName}` },
  { name: 'description', content: t.company.adminTeam.subtitle },
]

/*
 * The add/edit dialog and the delete confirmation are URLs (decision 012): ?new=1,
 * ?edit=team-001, ?delete=team-001. Without JavaScript they render in the page and post
 * plain forms; every success redirects back to the list with the flash message.
 */
const DIALOG_PARAMS = ['new', 'edit', 'delete'] as const
const MEMBER_DIALOG_ID = 'team-member'
const DELETE_DIALOG_ID = 'delete-team-member'

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request)
  const query = parseListQuery(request, TeamListQuerySchema)
  const params = new URL(request.url).searchParams
  // The member a dialog is open for, also when it is not on this page of the list.
  const selectedId = params.get('edit') ?? params.get('delete')
  const [page, selected] = await Promise.all([
    listTeamMembers(query),
    selectedId ? getTeamMember(selectedId) : null,
  ])
  return { query, page, selected }
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request)
  // An oversized upload is refused before the body is read; answered as data so the
  // dialog stays open with the reason instead of the page's error boundary.
  try {
    assertBodySize(request, IMAGE_MAX_BYTES)
  } catch {
    return failure(413, {
      type: 'error',
      title: tm.imageTooLarge,
      description: tm.imageTooLargeDescription,
    })
  }
  const formData = await readForm(request)
  const intent = formData.get('intent')
  const back = closedDialogHref(request.url, DIALOG_PARAMS)
  if (intent === 'create' || intent === 'update') return saveMember(actor, formData, intent, back)
  if (intent === 'delete') return removeMember(actor, formData, back)
  unknownIntent()
}

const tm = t.company.adminTeam

function failure(status: number, toast: ActionToast, extra: Record<string, unknown> = {}) {
  return data({ ok: false as const, toast, ...extra }, { status })
}

async function saveMember(
  actor: SessionUser,
  formData: FormData,
  intent: 'create' | 'update',
  back: string,
) {
  const failedTitle = intent === 'create' ? tm.addFailed : tm.updateFailed
  const submission = parseWithZod(formData, { schema: TeamMemberSchema })
  if (submission.status !== 'success') {
    return failure(
      400,
      { type: 'error', title: failedTitle, description: tm.requiredFields },
      {
        result: submission.reply(),
      },
    )
  }
  // SPEC 5: only images are accepted, checked by content; stored as WebP.
  const image = await readImageField(formData, 'image', 'team')
  if (image.kind === 'invalid') {
    const isTooLarge = image.problem === 'too-large'
    const message = isTooLarge ? tm.imageTooLarge : tm.invalidImage
    return failure(
      isTooLarge ? 413 : 400,
      {
        type: 'error',
        title: message,
        description: isTooLarge ? tm.imageTooLargeDescription : tm.invalidImageDescription,
      },
      { result: submission.reply(), imageError: message },
    )
  }
  const name = submission.value.name
  try {
    if (intent === 'create') {
      await createTeamMember(actor, submission.value, image)
      return redirectWithToast(back, {
        type: 'success',
        title: tm.added,
        description: format(tm.addedDescription, { name }),
      })
    }
    const id = String(formData.get('id') ?? '')
    const outcome = await updateTeamMember(actor, id, submission.value, image)
    if (outcome.kind === 'not-found') {
      return failure(404, { type: 'error', title: failedTitle, description: tm.notFound })
    }
    return redirectWithToast(back, {
      type: 'success',
      title: tm.updated,
      description: format(tm.updatedDescription, { name }),
    })
  } catch (error) {
    logger.error({ err: error, intent }, 'team member could not be saved')
    return failure(
      500,
      { type: 'error', title: failedTitle, description: tm.failedDescription },
      {
        result: submission.reply(),
      },
    )
  }
}

async function removeMember(actor: SessionUser, formData: FormData, back: string) {
  const id = String(formData.get('id') ?? '')
  try {
    const outcome = await deleteTeamMember(actor, id)
    if (outcome.kind === 'not-found') {
      return failure(404, { type: 'error', title: tm.deleteFailed, description: tm.notFound })
    }
    return redirectWithToast(back, {
      type: 'success',
      title: tm.deleted,
      description: format(tm.deletedDescription, { name: outcome.member.name }),
    })
  } catch (error) {
    logger.error({ err: error }, 'team member could not be deleted')
    return failure(500, {
      type: 'error',
      title: tm.deleteFailed,
      description: tm.failedDescription,
    })
  }
}

type ActionData = {
  ok: boolean
  toast: ActionToast | null
  result?: SubmissionResult<string[]>
  imageError?: string
}

// Opening or closing a dialog keeps the list already loaded.
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isDialogToggle(args, DIALOG_PARAMS) ? false : args.defaultShouldRevalidate
}

export default function AdminTeamRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.company.adminTeam
  const { page, query, selected } = loaderData
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const memberOf = (id: string | null) =>
    id === null
      ? null
      : (page.rows.find((member) => member.id === id) ?? (selected?.id === id ? selected : null))
  const editing = params.get('new') === '1' ? 'new' : memberOf(params.get('edit'))
  const deleting = memberOf(params.get('delete'))
  const closed = { new: null, edit: null, delete: null }
  const closeTo = dialogHref(location, closed)
  const openHref = (changes: Record<string, string>, dialogId: string) =>
    `${dialogHref(location, { ...closed, ...changes })}#${dialogId}`
  // With JavaScript a refusal is a toast; without, it is printed above the dialog.
  useActionToast(actionData?.toast)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
          <p className="text-muted-foreground mt-1">{m.subtitle}</p>
        </div>
        <UrlDialogLink to={openHref({ new: '1' }, MEMBER_DIALOG_ID)} className={buttonVariants()}>
          <Plus aria-hidden /> {m.add}
        </UrlDialogLink>
      </div>

      <FlashMessage toast={actionData?.toast} className="px-0 pt-0 sm:px-0 lg:px-0" />

      <UrlDialog
        isOpen={editing !== null}
        closeTo={closeTo}
        id={MEMBER_DIALOG_ID}
        closeLabel={t.dialog.close}
        className="max-w-2xl"
        title={editing === 'new' ? m.addTitle : m.editTitle}
        description={m.dialogDescription}
      >
        {editing ? (
          <MemberForm
            key={editing === 'new' ? 'new' : editing.id}
            member={editing === 'new' ? null : editing}
            actionData={actionData}
          />
        ) : null}
      </UrlDialog>

      <ConfirmDialog
        isOpen={deleting !== null}
        closeTo={closeTo}
        id={DELETE_DIALOG_ID}
        closeLabel={t.dialog.close}
        title={m.deleteTitle}
        description={format(m.deleteDescription, { name: deleting?.name ?? '' })}
        fields={{ intent: 'delete', id: deleting?.id ?? '' }}
        confirmLabel={m.deleteConfirm}
        pendingLabel={m.deleting}
        cancelLabel={m.cancel}
      />

      <AdminSearchForm
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
      </AdminSearchForm>

      <div className="bg-card rounded-lg border">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{m.columns.image}</TableHead>
              <TableHead>{m.columns.name}</TableHead>
              <TableHead>{m.columns.position}</TableHead>
              <TableHead>{m.columns.group}</TableHead>
              <TableHead>{m.columns.order}</TableHead>
              <TableHead>{m.columns.status}</TableHead>
              <TableHead className="text-end">{m.columns.actions}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.length === 0 ? (
              <TableEmptyRow colSpan={7}>{m.empty}</TableEmptyRow>
            ) : (
              page.rows.map((member) => (
                <TableRow key={member.id}>
                  <TableCell>
                    <PersonAvatar
                      name={member.name}
                      imageUrl={member.imageUrl}
                      className="bg-primary size-10 text-sm"
                    />
                  </TableCell>
                  <TableCell className="font-medium whitespace-nowrap">{member.name}</TableCell>
                  <TableCell>{member.position}</TableCell>
                  <TableCell className="whitespace-nowrap">{m.groups[member.group]}</TableCell>
                  <TableCell>{member.sortOrder}</TableCell>
                  <TableCell>
                    <Badge variant={member.isActive ? 'success' : 'secondary'}>
                      {member.isActive ? m.active : m.inactive}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <UrlDialogLink
                        to={openHref({ edit: member.id }, MEMBER_DIALOG_ID)}
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        aria-label={format(m.editLabel, { name: member.name })}
                      >
                        <Pencil aria-hidden />
                      </UrlDialogLink>
                      <UrlDialogLink
                        to={openHref({ delete: member.id }, DELETE_DIALOG_ID)}
                        className={buttonVariants({
                          variant: 'ghost',
                          size: 'icon',
                          className: 'text-destructive hover:text-destructive',
                        })}
                        aria-label={format(m.deleteLabel, { name: member.name })}
                      >
                        <Trash2 aria-hidden />
                      </UrlDialogLink>
                    </div>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Pagination page={page} />
    </div>
  )
}

function defaultsOf(member: TeamMember | null): Partial<Record<keyof TeamMemberInput, string>> {
  if (!member) return { group: 'department', sortOrder: '0', isActive: 'on' }
  return {
    name: member.name,
    position: member.position,
    bio: member.bio,
    email: member.email ?? '',
    linkedinUrl: member.linkedinUrl ?? '',
    twitterUrl: member.twitterUrl ?? '',
    group: member.group,
    sortOrder: String(member.sortOrder),
    isActive: member.isActive ? 'on' : undefined,
  }
}

function MemberForm({
  member,
  actionData,
}: {
  member: TeamMember | null
  actionData: ActionData | undefined
}) {
  const m = useT().company.adminTeam
  const navigation = useNavigation()
  const intent = member ? 'update' : 'create'
  const isSaving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [form, fields] = useForm({
    id: member ? `team-member-${member.id}` : 'team-member-new',
    lastResult: actionData?.result,
    defaultValue: defaultsOf(member),
    // Not on blur: an error appearing under a field would move the submit button mid-click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TeamMemberSchema }),
  })

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="grid gap-4"
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value={intent} />
      {member ? <input type="hidden" name="id" value={member.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={<RequiredLabel text={m.name} />}
          name={fields.name.name}
          id={fields.name.id}
          error={fields.name.errors}
        >
          <Input {...getInputProps(fields.name, { type: 'text' })} required />
        </Field>
        <Field
          label={<RequiredLabel text={m.position} />}
          name={fields.position.name}
          id={fields.position.id}
          error={fields.position.errors}
        >
          <Input {...getInputProps(fields.position, { type: 'text' })} required />
        </Field>
      </div>
      <Field label={m.bio} name={fields.bio.name} id={fields.bio.id} error={fields.bio.errors}>
        <Textarea {...getTextareaProps(fields.bio)} rows={3} className="min-h-0" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.email}
          name={fields.email.name}
          id={fields.email.id}
          error={fields.email.errors}
        >
          <Input {...getInputProps(fields.email, { type: 'email' })} />
        </Field>
        <Field
          label={m.group}
          name={fields.group.name}
          id={fields.group.id}
          error={fields.group.errors}
        >
          <NativeSelect {...getSelectProps(fields.group)}>
            {TEAM_GROUPS.map((group) => (
              <option key={group} value={group}>
                {m.groups[group]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label={m.linkedinUrl}
          name={fields.linkedinUrl.name}
          id={fields.linkedinUrl.id}
          error={fields.linkedinUrl.errors}
        >
          <Input {...getInputProps(fields.linkedinUrl, { type: 'url' })} placeholder="https://" />
        </Field>
        <Field
          label={m.twitterUrl}
          name={fields.twitterUrl.name}
          id={fields.twitterUrl.id}
          error={fields.twitterUrl.errors}
        >
          <Input {...getInputProps(fields.twitterUrl, { type: 'url' })} placeholder="https://" />
        </Field>
        <Field
          label={m.sortOrder}
          name={fields.sortOrder.name}
          id={fields.sortOrder.id}
          error={fields.sortOrder.errors}
          hint={m.sortOrderHint}
        >
          <Input
            {...getInputProps(fields.sortOrder, { type: 'number' })}
            min={0}
            max={9999}
            step={1}
          />
        </Field>
        <div className="flex items-center gap-2 self-center">
          <Checkbox {...getInputProps(fields.isActive, { type: 'checkbox' })} />
          <Label htmlFor={fields.isActive.id}>{m.isActive}</Label>
        </div>
      </div>
      <ImageUploadField
        name="image"
        label={m.image}
        currentUrl={member?.imageUrl}
        error={actionData?.imageError}
      />
      <DialogFooter>
        <UrlDialogClose>{m.cancel}</UrlDialogClose>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? (
            <>
              <Spinner /> {m.saving}
            </>
          ) : member ? (
            m.save
          ) : (
            m.create
          )}
        </Button>
      </DialogFooter>
    </Form>
  )
}

// SPEC 8: a list that cannot be loaded says so; the server log has the details.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const m = useT().company.adminTeam
  return <AdminLoadError error={error} title={m.title} message={m.loadFailed} />
}
