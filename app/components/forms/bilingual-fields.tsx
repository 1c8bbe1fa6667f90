import type { ComponentProps, ReactNode } from 'react'
import { format, useT } from '~/i18n'
import { cn } from '~/lib/class-names'
import { TextareaField, TextField } from './fields'

/*
 * A text and its Arabic twin side by side (decision 018): the English control on the
 * reading side's start, the Arabic one beside it, typed right to left on every page. On a
 * narrow screen they stack. Labels say the language: 'Title (English)', 'Title (Arabic)'.
 * Only the English text can be required; an empty Arabic twin shows the English text.
 * `placeholder` is the English control's example; the Arabic control shows only its own
 * (`arabicPlaceholder`): an English example typed right to left reads garbled ('years +3').
 */

type TextProps = ComponentProps<typeof TextField>
type TextareaProps = ComponentProps<typeof TextareaField>

function useLabels(label: ReactNode) {
  const m = useT().admin.bilingual
  const text = typeof label === 'string' ? label : ''
  return {
    english: format(m.english, { label: text }),
    arabic: format(m.arabic, { label: text }),
  }
}

function Pair({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>
}

export function BilingualTextField({
  field,
  arabicField,
  label,
  className,
  placeholder,
  arabicPlaceholder,
  ...props
}: Omit<TextProps, 'lang' | 'dir' | 'label'> & {
  label: string
  arabicField: TextProps['field']
  arabicPlaceholder?: string
}) {
  const labels = useLabels(label)
  return (
    <Pair className={className}>
      <TextField
        {...props}
        field={field}
        label={labels.english}
        placeholder={placeholder}
        lang="en"
        dir="ltr"
      />
      <TextField
        {...props}
        field={arabicField}
        label={labels.arabic}
        placeholder={arabicPlaceholder}
        isRequired={false}
        lang="ar"
        dir="rtl"
      />
    </Pair>
  )
}

export function BilingualTextareaField({
  field,
  arabicField,
  label,
  className,
  placeholder,
  arabicPlaceholder,
  ...props
}: Omit<TextareaProps, 'lang' | 'dir' | 'label'> & {
  label: string
  arabicField: TextareaProps['field']
  arabicPlaceholder?: string
}) {
  const labels = useLabels(label)
  return (
    <Pair className={className}>
      <TextareaField
        {...props}
        field={field}
        label={labels.english}
        placeholder={placeholder}
        lang="en"
        dir="ltr"
      />
      <TextareaField
        {...props}
        field={arabicField}
        label={labels.arabic}
        placeholder={arabicPlaceholder}
        isRequired={false}
        lang="ar"
        dir="rtl"
      />
    </Pair>
  )
}
