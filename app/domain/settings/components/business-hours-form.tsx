import {
  getCollectionProps,
  getInputProps,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import type { z } from 'zod'
import { Form } from 'react-router'
import { ErrorList, TextareaField } from '~/components/forms/fields'
import { FormSection } from '~/components/forms/form-section'
import { StatusButton } from '~/components/forms/status-button'
import { kitFormProps, useKitForm } from '~/components/forms/use-kit-form'
import { CONVERSATION_AREAS } from '~/domain/conversations/areas'
import { format, useT } from '~/i18n'
import { Alert, AlertDescription } from '~/ui/alert'
import { Checkbox } from '~/ui/checkbox'
import { Field, fieldErrorId } from '~/ui/field'
import { Input } from '~/ui/input'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '~/ui/table'
import {
  BusinessHoursFormSchema,
  ISO_WEEKDAYS,
  TARGET_HOURS_MAX,
  TARGET_HOURS_MIN,
} from '../schema'

/** The catalog's weekday names, in ISO order (1 is Monday). */
const WEEKDAY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const

// Conform's metadata is generic over the form's shape; a control only needs its own part.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FieldMetadata<any, any, string[]>

/**
 * The business calendar and response targets (decision 040): its own form (intent
 * 'business-hours') beside the site settings and the retention periods, shown to
 * Administrators only. Plain controls, so it works without JavaScript: seven checkboxes,
 * two time inputs, the holidays as text one a line, and a number input per area and target.
 */
export function BusinessHoursForm({
  defaultValue,
  lastResult,
  isSaving,
}: {
  defaultValue: z.input<typeof BusinessHoursFormSchema>
  lastResult: SubmissionResult<string[]> | undefined
  isSaving: boolean
}) {
  const m = useT().admin.settings
  const [form, fields] = useKitForm({
    id: 'business-hours-settings',
    lastResult,
    defaultValue,
    schema: BusinessHoursFormSchema,
  })
  const targets = fields.targets.getFieldset()
  const workingDaysErrorId = fieldErrorId(fields.workingDays.id)

  return (
    <Form method="post" {...kitFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="business-hours" />
      {form.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{m.fixErrors}</AlertDescription>
        </Alert>
      ) : null}
      <FormSection
        title={m.sections.businessHours}
        description={m.sectionHints.businessHours}
        isTwoColumn
      >
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium">{m.fields.workingDays}</legend>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-3">
            {getCollectionProps(fields.workingDays, {
              type: 'checkbox',
              options: ISO_WEEKDAYS.map(String),
            }).map((props, index) => (
              <li key={props.key}>
                <label htmlFor={props.id} className="flex items-center gap-2 text-sm">
                  <Checkbox {...props} key={undefined} />
                  {m.weekdays[WEEKDAY_KEYS[index]]}
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={workingDaysErrorId} errors={fields.workingDays.errors} />
        </fieldset>
        <TimeField field={fields.opensAt} label={m.fields.opensAt} />
        <TimeField field={fields.closesAt} label={m.fields.closesAt} />
        <TextareaField
          field={fields.holidays}
          label={m.fields.holidays}
          hint={m.hints.holidays}
          rows={6}
          className="sm:col-span-2"
        />
        <div className="grid gap-2 sm:col-span-2">
          <p className="text-muted-foreground text-sm">{m.hints.targets}</p>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{m.fields.area}</TableHead>
                <TableHead scope="col">{m.fields.firstResponseHours}</TableHead>
                <TableHead scope="col">{m.fields.followUpHours}</TableHead>
                <TableHead scope="col">{m.fields.autoAssign}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {CONVERSATION_AREAS.map((area) => {
                const target = targets[area].getFieldset()
                return (
                  <TableRow key={area}>
                    <TableHead scope="row" className="text-foreground whitespace-normal">
                      {m.areas[area]}
                    </TableHead>
                    <TableCell>
                      <HoursInput
                        field={target.firstResponseHours}
                        label={format(m.targetLabel, {
                          target: m.fields.firstResponseHours,
                          area: m.areas[area],
                        })}
                      />
                    </TableCell>
                    <TableCell>
                      <HoursInput
                        field={target.followUpHours}
                        label={format(m.targetLabel, {
                          target: m.fields.followUpHours,
                          area: m.areas[area],
                        })}
                      />
                    </TableCell>
                    <TableCell>
                      <AutoAssignBox
                        field={target.autoAssign}
                        label={format(m.targetLabel, {
                          target: m.fields.autoAssign,
                          area: m.areas[area],
                        })}
                      />
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </div>
      </FormSection>
      <div className="flex justify-end">
        <StatusButton status={isSaving ? 'pending' : 'idle'} pendingLabel={m.saving}>
          {m.businessHoursSave}
        </StatusButton>
      </div>
    </Form>
  )
}

/** A time of day (`HH:MM`, what a time input sends), labelled, with its errors. */
function TimeField({ field, label }: { field: AnyField; label: string }) {
  const { key, ...props } = getInputProps(field, { type: 'time' })
  return (
    <Field label={label} name={field.name} id={field.id} error={field.errors}>
      <Input key={key} {...props} className="w-40" />
    </Field>
  )
}

/** Round robin for one area: a plain checkbox, labelled for screen readers as the table shows. */
function AutoAssignBox({ field, label }: { field: AnyField; label: string }) {
  const { key, ...props } = getInputProps(field, { type: 'checkbox' })
  return (
    <>
      <label htmlFor={field.id} className="sr-only">
        {label}
      </label>
      <input
        key={key}
        {...props}
        className="accent-primary focus-visible:ring-ring size-4 focus-visible:ring-2 focus-visible:outline-hidden"
      />
    </>
  )
}

/** One target in working hours; its label is read by screen readers, the table shows it. */
function HoursInput({ field, label }: { field: AnyField; label: string }) {
  const { key, ...props } = getInputProps(field, { type: 'number' })
  return (
    <div className="grid gap-1">
      <label htmlFor={field.id} className="sr-only">
        {label}
      </label>
      <Input
        key={key}
        {...props}
        step="0.5"
        min={TARGET_HOURS_MIN}
        max={TARGET_HOURS_MAX}
        inputMode="decimal"
        className="w-28"
      />
      <ErrorList id={fieldErrorId(field.id)} errors={field.errors} />
    </div>
  )
}
