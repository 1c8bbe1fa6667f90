import type { ComponentType, ReactNode } from 'react'
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

/** What a control of the pair takes: both TextField and TextareaField. */
type ControlProps = {
  field: { name: string }
  label: ReactNode
  isRequired?: boolean
  className?: string
  placeholder?: string
  lang?: 'en' | 'ar'
  dir?: 'ltr' | 'rtl'
}

type PairProps<P extends ControlProps> = Omit<P, 'lang' | 'dir' | 'label'> & {
  label: string
  arabicField: P['field']
  arabicPlaceholder?: string
}

function useLabels(label: string) {
  const m = useT().admin.bilingual
  return {
    english: format(m.english, { label }),
    arabic: format(m.arabic, { label }),
  }
}

/** The pair of one kind of control: the English one, then its Arabic twin. */
function bilingual<P extends ControlProps>(Control: ComponentType<P>) {
  return function BilingualPair({
    field,
    arabicField,
    label,
    className,
    placeholder,
    arabicPlaceholder,
    ...rest
  }: PairProps<P>) {
    const labels = useLabels(label)
    // The rest of P (rows, type, hint, …): the same for both controls.
    const props = rest as unknown as Omit<P, keyof ControlProps>
    return (
      <div className={cn('grid gap-4 sm:grid-cols-2', className)}>
        <Control
          {...(props as P)}
          field={field}
          label={labels.english}
          placeholder={placeholder}
          lang="en"
          dir="ltr"
        />
        <Control
          {...(props as P)}
          field={arabicField}
          label={labels.arabic}
          placeholder={arabicPlaceholder}
          isRequired={false}
          lang="ar"
          dir="rtl"
        />
      </div>
    )
  }
}

export const BilingualTextField = bilingual(TextField)
export const BilingualTextareaField = bilingual(TextareaField)
