import { Form } from 'react-router'
import { HIRING_TEMPLATE_KINDS } from '~/domain/careers/hiring-mail-schema'
import { format, useT } from '~/i18n'
import { Button } from '~/ui/button'
import { Checkbox } from '~/ui/checkbox'
import { Label } from '~/ui/label'
import { Link, useLocalizedPath } from '~/ui/link'
import { NativeSelect } from '~/ui/select'

/** The id of the bulk form the rows' boxes belong to (their `form` attribute). */
export const BULK_FORM_ID = 'bulk'

/**
 * The table view's bulk bar (decision 045): the rows' boxes are outside this form and join it
 * by their `form` attribute, so the table needs no wrapping form and works without JavaScript.
 */
export function ApplicantBulkBar({ job }: { job: string }) {
  const m = useT().hiringTemplates
  const localize = useLocalizedPath()
  return (
    <Form
      method="post"
      action={localize('/admin/careers/applicants/bulk')}
      id={BULK_FORM_ID}
      aria-labelledby="bulk-bar-label"
      className="bg-muted/40 flex flex-wrap items-end gap-3 rounded-lg border p-3"
    >
      <input type="hidden" name="job" value={job} />
      <div className="grid gap-1">
        <p id="bulk-bar-label" className="text-sm font-semibold">
          {m.bulk.label}
        </p>
        <p className="text-muted-foreground text-xs">{m.bulk.hint}</p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="bulk-template">{m.bulk.template}</Label>
        <NativeSelect id="bulk-template" name="template" defaultValue="shortlisted">
          {HIRING_TEMPLATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {m.kinds[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" name="intent" value="email" variant="secondary">
        {m.bulk.send}
      </Button>
      <Button type="submit" name="intent" value="reject" variant="destructive">
        {m.bulk.reject}
      </Button>
      <Link
        to="/admin/careers/templates"
        className="text-primary ms-auto text-sm font-medium underline-offset-4 hover:underline"
      >
        {m.admin.templatesLink}
      </Link>
    </Form>
  )
}

/** A row's box for the bulk bar. */
export function ApplicantBulkBox({ id, name }: { id: string; name: string }) {
  const m = useT().hiringTemplates.bulk
  return (
    <Checkbox
      name="ids"
      value={id}
      form={BULK_FORM_ID}
      aria-label={format(m.selectFor, { name })}
    />
  )
}
