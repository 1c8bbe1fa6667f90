import type { DefaultValue, FieldMetadata, FieldName, FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { cn } from '~/lib/class-names'
import { Button } from '~/ui/button'
import { fieldErrorId } from '~/ui/field'
import { ErrorList } from './fields'

/*
 * The kit's list of rows (a package's services, an investment's links), bound to Conform's
 * field list. Add and remove are Conform intents on plain submit buttons: without JavaScript
 * they post the form, handleForm answers the intent with 200 and the form again (one row more
 * or less, the typed values kept); with JavaScript Conform changes the rows in place.
 */

// Conform's metadata is generic over the form's shape; the list only needs its own part.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RowField<Row> = FieldMetadata<Row, any, string[]>

export function ListField<Row>({
  form,
  field,
  newRow,
  addLabel,
  removeLabel,
  rowLegend,
  minRows = 0,
  maxRows,
  rowClassName,
  className,
  children,
}: {
  form: AnyForm
  /** The list field (`fields.links`); its own errors ('add at least one') show under the rows. */
  field: { name: string; id: string; errors?: string[]; getFieldList: () => RowField<Row>[] }
  /** What the add button inserts. */
  newRow: DefaultValue<Row>
  addLabel: ReactNode
  /** The remove button's name for row `n` (counting from 1): 'Remove link 2'. */
  removeLabel: (n: number) => string
  /** Names each row as a group (a row of several fields); a one-field row has its label. */
  rowLegend?: (n: number) => string
  /** Rows that cannot be removed: SPEC 5, a package's last service row stays. */
  minRows?: number
  maxRows?: number
  /** The layout of one row's fields (a grid of columns, say). */
  rowClassName?: string
  className?: string
  /** One row's fields, for row `n` (counting from 1). */
  children: (row: RowField<Row>, n: number) => ReactNode
}) {
  const rows = field.getFieldList()
  const canRemove = rows.length > minRows
  return (
    <div className={cn('grid gap-3', className)}>
      {/* Enter in a text field sends the form, not the first row's remove button. */}
      <button type="submit" hidden />
      {rows.length > 0 ? (
        <ol className="grid gap-3">
          {rows.map((row, index) => {
            const n = index + 1
            const content = (
              <>
                <div className={cn('grid min-w-0 flex-1 gap-3', rowClassName)}>
                  {children(row, n)}
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  // Level with the row's controls, under their labels.
                  className="text-destructive hover:text-destructive mt-5.5"
                  aria-label={removeLabel(n)}
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  disabled={!canRemove}
                >
                  <Trash2 aria-hidden />
                </Button>
              </>
            )
            return (
              <li key={row.key}>
                {rowLegend ? (
                  <fieldset className="flex items-start gap-2 rounded-md border p-3">
                    <legend className="sr-only">{rowLegend(n)}</legend>
                    {content}
                  </fieldset>
                ) : (
                  <div className="flex items-start gap-2">{content}</div>
                )}
              </li>
            )
          })}
        </ol>
      ) : null}
      <ErrorList id={fieldErrorId(field.id)} errors={field.errors} />
      <div>
        <Button
          variant="outline"
          {...form.insert.getButtonProps<Row[]>({
            name: field.name as FieldName<Row[]>,
            defaultValue: newRow,
          })}
          disabled={maxRows !== undefined && rows.length >= maxRows}
        >
          <Plus aria-hidden /> {addLabel}
        </Button>
      </div>
    </div>
  )
}
