import type { z } from 'zod'
import { ArrowLeft, Download } from 'lucide-react'
import { Form, useSearchParams } from 'react-router'
import type { Route } from './+types/investor'
import { ErrorList, FormErrors, SelectField, TextField } from '~/components/forms/fields'
import { FileField } from '~/components/forms/file-fields'
import { StatusButton, useIsPending } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import {
  identityUpload,
  getInvestorFileOfUser,
  removeIdentityDocument,
  saveInvestorDetails,
  storeIdentityDocument,
  submitInvestorFile,
  type IdentityDocument,
  type InvestorFile,
} from '~/domain/investors/investor-file.server'
import {
  IdentityUploadSchema,
  IDENTITY_MAX_PER_KIND,
  InvestorDetailsSchema,
  InvestorFileActionSchema,
} from '~/domain/investors/investor-file-schema'
import { identityDocumentKinds, investorClassifications } from '#db/schema'
import { format, messagesAt, messagesOf, useIntlLocale, useT } from '~/i18n'
import { resultOfIntent } from '~/lib/action-result'
import { formatDate } from '~/lib/format-date'
import { pageMeta, pageTitle } from '~/lib/seo'
import { useActionToast } from '~/lib/use-action-toast'
import { done, handleForm, refused } from '~/server/action.server'
import { requireUser } from '~/server/session.server'
import { discardUploads } from '~/server/uploads.server'
import { Badge } from '~/ui/badge'
import { Button } from '~/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/ui/card'
import { Link } from '~/ui/link'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const m = messagesAt(location.pathname)
  return pageMeta(matches, {
    title: pageTitle(m.investorFile.title, m),
    description: m.investorFile.metaDescription,
    noindex: true,
  })
}

/** The signed-in investor's due-diligence file (docs/decisions/043-investors.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { file: await getInvestorFileOfUser(user.id) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request)
  const messages = messagesOf(request)
  const m = messages.investorFile
  const back = new URL(request.url).pathname
  return handleForm(
    { request, context },
    InvestorFileActionSchema,
    async (value, { uploads }) => {
      const upload = uploads.document
      if (value.intent !== 'upload') await discardUploads(uploads)
      switch (value.intent) {
        case 'save': {
          const { state } = await saveInvestorDetails(user, value)
          return done(back, { type: 'success', title: m.saved, description: stateNote(state) })
        }
        case 'submit': {
          const outcome = await submitInvestorFile(user, value)
          if (outcome.kind === 'not-editable')
            return refused(409, { title: m.failed, description: m.errors.notEditable })
          if (outcome.kind === 'incomplete') {
            const errors = outcome.missing.map((part) => m.errors[part])
            return {
              kind: 'refused',
              status: 400,
              formErrors: errors,
              fieldErrors: {
                ...(outcome.missing.includes('classificationRequired')
                  ? { classification: [m.errors.classificationRequired] }
                  : {}),
                ...(outcome.missing.includes('nationalityRequired')
                  ? { nationality: [m.errors.nationalityRequired] }
                  : {}),
                ...(outcome.missing.includes('residenceRequired')
                  ? { residence: [m.errors.residenceRequired] }
                  : {}),
              },
              toast: { type: 'error', title: m.errors.incomplete, description: errors.join(' ') },
            }
          }
          return done(back, {
            type: 'success',
            title: m.submitted,
            description: m.submittedDescription,
          })
        }
        case 'upload': {
          if (upload.kind !== 'stored')
            return {
              kind: 'refused',
              status: 400,
              fieldErrors: { document: [m.errors.fileRequired] },
            }
          const outcome = await storeIdentityDocument(user, { ...value, stored: upload })
          if (outcome.kind === 'too-many') {
            await discardUploads(uploads)
            return refused(400, {
              title: m.failed,
              description: format(m.errors.tooMany, { max: IDENTITY_MAX_PER_KIND }),
            })
          }
          if (outcome.kind === 'not-found') {
            await discardUploads(uploads)
            return refused(404, { title: m.failed, description: m.errors.notFound })
          }
          return done(back, {
            type: 'success',
            title: value.replaceId ? m.replaced : m.uploadedToast,
            description: stateNote(outcome.state),
          })
        }
        case 'remove-document': {
          const outcome = await removeIdentityDocument(user, value.documentId)
          if (outcome.kind !== 'ok')
            return refused(404, { title: m.failed, description: m.errors.notFound })
          return done(back, {
            type: 'success',
            title: m.removed,
            description: stateNote(outcome.state),
          })
        }
      }
    },
    {
      files: { document: identityUpload },
      failed: { title: m.failed, description: m.failedDescription },
    },
  )

  function stateNote(state: InvestorFile['state']): string | undefined {
    return state === 'pending' ? m.statePending : undefined
  }
}

export default function InvestorFileRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT()
  const m = t.investorFile
  const { file } = loaderData
  useActionToast(actionData?.toast)
  const [searchParams] = useSearchParams()
  const replacing = file?.documents.find((document) => document.id === searchParams.get('replace'))
  const isLocked = file?.state === 'pending'

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10 md:py-12">
      <Link
        to="/dashboard"
        className="text-muted-foreground hover:text-foreground inline-flex items-center gap-1 text-sm"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" /> {m.back}
      </Link>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground mt-2">{m.intro}</p>
      </div>
      <StateCard file={file} />
      <DetailsForm
        file={file}
        isLocked={isLocked}
        lastResult={resultOfIntent(actionData, 'save') ?? resultOfIntent(actionData, 'submit')}
      />
      <DocumentsCard file={file} isLocked={isLocked} />
      {isLocked ? null : (
        <UploadForm
          replacing={replacing ?? null}
          lastResult={resultOfIntent(actionData, 'upload')}
        />
      )}
    </div>
  )
}

function StateCard({ file }: { file: InvestorFile | null }) {
  const m = useT().investorFile
  const intlLocale = useIntlLocale()
  const state = file?.state ?? 'draft'
  const text =
    state === 'verified'
      ? format(m.stateVerified, { date: formatDate(file!.reviewedAt!, intlLocale) })
      : state === 'rejected'
        ? format(m.stateRejected, { reason: file!.rejectionReason ?? '' })
        : state === 'pending'
          ? m.statePending
          : m.stateDraft
  const variant =
    state === 'verified'
      ? 'success'
      : state === 'rejected'
        ? 'destructive'
        : state === 'pending'
          ? 'info'
          : 'secondary'
  return (
    <Card data-testid="investor-state" data-state={state}>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-3">
          {m.stateLabel}
          <Badge variant={variant}>{m.states[state]}</Badge>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
    </Card>
  )
}

type LastResult = ReturnType<typeof resultOfIntent>

function DetailsForm({
  file,
  isLocked,
  lastResult,
}: {
  file: InvestorFile | null
  isLocked: boolean
  lastResult: LastResult
}) {
  const m = useT().investorFile
  const isSaving = useIsPending({ intent: 'save' })
  const isSubmitting = useIsPending({ intent: 'submit' })
  const [form, fields] = useKitForm({
    id: 'investor-details',
    lastResult,
    schema: InvestorDetailsSchema,
    defaultValue: {
      classification: file?.classification ?? undefined,
      nationality: file?.nationality ?? '',
      residence: file?.residence ?? '',
    },
  })
  const chosen = fields.classification.initialValue
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.details}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" {...kitFormProps(form)} className="space-y-5">
          <FormErrors id={form.errorId} errors={form.errors} />
          <fieldset
            className="space-y-3"
            aria-describedby={
              fields.classification.errors ? fields.classification.errorId : undefined
            }
          >
            <legend className="mb-2 text-sm font-medium">{m.classification}</legend>
            {investorClassifications.map((value) => (
              <div
                key={value}
                className="has-[:checked]:border-primary flex gap-3 rounded-md border p-3"
              >
                <input
                  type="radio"
                  id={`classification-${value}`}
                  name={fields.classification.name}
                  value={value}
                  defaultChecked={chosen === value}
                  disabled={isLocked}
                  aria-describedby={`classification-${value}-hint`}
                  className="mt-1"
                />
                <div>
                  <label htmlFor={`classification-${value}`} className="block font-medium">
                    {m.classifications[value]}
                  </label>
                  <p id={`classification-${value}-hint`} className="text-muted-foreground text-sm">
                    {m.classificationHints[value]}
                  </p>
                </div>
              </div>
            ))}
            <ErrorList id={fields.classification.errorId} errors={fields.classification.errors} />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              field={fields.nationality}
              label={m.nationality}
              autoComplete="off"
              isReadOnly={isLocked}
            />
            <TextField
              field={fields.residence}
              label={m.residence}
              autoComplete="country-name"
              isReadOnly={isLocked}
            />
          </div>
          {isLocked ? null : (
            <div className="flex flex-wrap justify-end gap-2">
              <StatusButton
                status={isSaving ? 'pending' : 'idle'}
                variant="outline"
                name="intent"
                value="save"
              >
                {m.save}
              </StatusButton>
              <StatusButton status={isSubmitting ? 'pending' : 'idle'} name="intent" value="submit">
                {m.submit}
              </StatusButton>
            </div>
          )}
        </Form>
      </CardContent>
    </Card>
  )
}

function DocumentsCard({ file, isLocked }: { file: InvestorFile | null; isLocked: boolean }) {
  const m = useT().investorFile
  const documents = file?.documents ?? []
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{m.documents}</CardTitle>
        <CardDescription>{m.documentsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {documents.length === 0 ? (
          <p className="text-muted-foreground text-sm">{m.noDocuments}</p>
        ) : (
          <ul className="divide-y">
            {documents.map((document) => (
              <DocumentRow key={document.id} document={document} isLocked={isLocked} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function DocumentRow({ document, isLocked }: { document: IdentityDocument; isLocked: boolean }) {
  const m = useT().investorFile
  const intlLocale = useIntlLocale()
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium">{m.kinds[document.kind]}</p>
        <p className="text-muted-foreground truncate text-sm" dir="auto">
          {document.filename}
        </p>
        <p className="text-muted-foreground text-sm">
          {document.expiresOn
            ? format(document.isExpired ? m.expired : m.expires, {
                date: formatDate(document.expiresOn, intlLocale),
              })
            : format(m.uploaded, { date: formatDate(document.uploadedAt, intlLocale) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={`/dashboard/investor/documents/${document.id}`}
          className="border-input hover:bg-accent inline-flex h-9 items-center gap-1 rounded-md border px-3 text-sm"
          download
        >
          <Download aria-hidden className="size-4" /> {m.download}
        </a>
        {isLocked ? null : (
          <>
            <Link
              to={`?replace=${document.id}#upload-document`}
              className="border-input hover:bg-accent inline-flex h-9 items-center rounded-md border px-3 text-sm"
              preventScrollReset
            >
              {m.replace}
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-document" />
              <input type="hidden" name="documentId" value={document.id} />
              <Button type="submit" variant="ghost" size="sm" className="text-destructive">
                {m.remove}
              </Button>
            </Form>
          </>
        )}
      </div>
    </li>
  )
}

function UploadForm({
  replacing,
  lastResult,
}: {
  replacing: IdentityDocument | null
  lastResult: LastResult
}) {
  const t = useT()
  const m = t.investorFile
  const isUploading = useIsPending({ intent: 'upload' })
  const [form, fields] = useKitForm<
    typeof IdentityUploadSchema,
    z.input<typeof IdentityUploadSchema> & { document?: File }
  >({
    id: replacing ? `identity-upload-${replacing.id}` : 'identity-upload',
    lastResult,
    schema: IdentityUploadSchema,
    defaultValue: { kind: replacing?.kind ?? 'passport' },
  })
  return (
    <Card id="upload-document">
      <CardHeader>
        <CardTitle as="h2">
          {replacing ? format(m.replaceTitle, { kind: m.kinds[replacing.kind] }) : m.upload}
        </CardTitle>
        <CardDescription>{m.documentsHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          encType="multipart/form-data"
          {...kitFormProps(form)}
          className="space-y-4"
        >
          <input type="hidden" name="intent" value="upload" />
          {replacing ? <input type="hidden" name="replaceId" value={replacing.id} /> : null}
          <FormErrors id={form.errorId} errors={form.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              field={fields.kind}
              label={m.kind}
              isRequired
              options={identityDocumentKinds.map((kind) => ({ value: kind, label: m.kinds[kind] }))}
            />
            <DateField field={fields.expiresOn} label={m.expiresOn} hint={m.expiresOnHint} />
          </div>
          <FileField
            field={fields.document}
            label={m.file}
            accept=".pdf,image/jpeg,image/png"
            isRequired
          />
          <div className="flex justify-end gap-2">
            {replacing ? (
              <Link
                to="."
                className="hover:bg-accent inline-flex h-9 items-center rounded-md px-3 text-sm"
              >
                {t.dialog.close}
              </Link>
            ) : null}
            <StatusButton status={isUploading ? 'pending' : 'idle'}>
              {replacing ? m.replace : m.upload}
            </StatusButton>
          </div>
        </Form>
      </CardContent>
    </Card>
  )
}

/** A date input bound to a Conform field (the kit has no date field yet). */
function DateField({
  field,
  label,
  hint,
}: {
  field: Parameters<typeof TextField>[0]['field']
  label: string
  hint: string
}) {
  const hintId = `${field.id}-hint`
  return (
    <div className="grid gap-2">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
      </label>
      <input
        type="date"
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue as string | undefined}
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={[hintId, field.errors ? field.errorId : null].filter(Boolean).join(' ')}
        className="border-input bg-background h-9 rounded-md border px-3 text-sm"
      />
      <p id={hintId} className="text-muted-foreground text-sm">
        {hint}
      </p>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  )
}
