import type { ComponentProps, FocusEvent, FormEvent, ReactNode } from 'react'
import { Form, useSubmit } from 'react-router'
import { cn } from '~/lib/class-names'
import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'

/**
 * A form saved as the admin works (SPEC 4: a status is saved when it is chosen, a note when
 * its box loses focus). With JavaScript, choosing in one of its selects, or leaving one of its
 * text boxes changed, sends the form; the posted `field` names the control that did. Without
 * JavaScript it is a plain form with a Save button. Either way the action answers by coming
 * back to the page with the flash message.
 */
export function AutoSaveForm({
  savedValues,
  isSaving,
  savingLabel,
  saveLabel,
  className,
  children,
  ...formProps
}: Omit<ComponentProps<typeof Form>, 'method' | 'onChange' | 'onBlur'> & {
  /** The saved value of each control that saves itself, by name (a box saves only if changed). */
  savedValues: Record<string, string>
  isSaving: boolean
  savingLabel: string
  saveLabel: string
  children: ReactNode
}) {
  const submit = useSubmit()
  const save = (form: HTMLFormElement, field: string) => {
    const formData = new FormData(form)
    formData.set('field', field)
    void submit(formData, { method: 'post', preventScrollReset: true, replace: true })
  }
  return (
    <Form
      method="post"
      preventScrollReset
      className={cn('grid gap-2', className)}
      {...formProps}
      onChange={(event: FormEvent<HTMLFormElement>) => {
        const { target } = event
        if (target instanceof HTMLSelectElement && target.name in savedValues) {
          save(event.currentTarget, target.name)
        }
      }}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        const { target } = event
        const isBox = target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement
        if (!isBox || !(target.name in savedValues)) return
        if (target.value !== savedValues[target.name]) save(event.currentTarget, target.name)
      }}
    >
      {children}
      <div className="flex items-center gap-2 empty:hidden">
        {isSaving ? <Spinner label={savingLabel} /> : null}
        <noscript>
          <Button type="submit" variant="secondary">
            {saveLabel}
          </Button>
        </noscript>
      </div>
    </Form>
  )
}
