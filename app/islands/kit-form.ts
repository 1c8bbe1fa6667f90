import type * as Checks from './form-validation'
import { listen } from './listen'
import type { SetUpIsland } from './names'

/*
 * A form of the kit on a page without hydration (docs/decisions/030-forms-without-hydration.md):
 * it checks its fields as React's useKitForm does (Conform's rules: a field is checked when it
 * is left, again as it is corrected, every field on submit, the first wrong one focused), with
 * the same schema, found by the form's `data-schema` (app/lib/kit-forms.ts). The checks load
 * in their own chunk when the form is first entered. A form that passes is sent as the browser
 * sends it; its submit button then shows it is busy (StatusButton's pending look). Without
 * JavaScript the server checks the same form and answers with the same messages.
 */

type Validation = typeof Checks
let validation: Promise<Validation> | undefined

/** The checks' chunk, loaded once for every form of the page. */
function loadValidation(): Promise<Validation> {
  validation ??= import('./form-validation')
  return validation
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  )
}

/** The controls the visitor fills in, by name, in the order of the form. */
function fieldsOf(form: HTMLFormElement): Map<string, Control> {
  const fields = new Map<string, Control>()
  for (const element of form.elements) {
    if (!isControl(element) || !element.name || element.type === 'hidden') continue
    if (!fields.has(element.name)) fields.set(element.name, element)
  }
  return fields
}

/** The element that lists a field's messages (ui/field: the control's id and `-error`). */
function errorListOf(control: Control): HTMLElement | null {
  return control.id ? document.getElementById(`${control.id}-error`) : null
}

/** One element per message, each holding its text (never markup). */
function linesOf(messages: string[], tag: 'p' | 'div', className = ''): HTMLElement[] {
  return messages.map((message) => {
    const line = document.createElement(tag)
    line.className = className
    line.textContent = message
    return line
  })
}

/** Shows a field's messages (none: clears them), as the kit's fields render them. */
function showErrors(control: Control, messages: string[]): void {
  const list = errorListOf(control)
  if (!list) return
  list.replaceChildren(...linesOf(messages, 'p'))
  const described = new Set((control.getAttribute('aria-describedby') ?? '').split(' '))
  described.delete('')
  if (messages.length > 0) {
    control.setAttribute('aria-invalid', 'true')
    described.add(list.id)
  } else {
    control.removeAttribute('aria-invalid')
    described.delete(list.id)
  }
  if (described.size > 0) control.setAttribute('aria-describedby', [...described].join(' '))
  else control.removeAttribute('aria-describedby')
}

/** Where the form's own messages show (FormErrors with the form's error id), if anywhere. */
function formErrorsOf(form: HTMLFormElement): HTMLElement | null {
  const alert = form.id ? document.getElementById(`${form.id}-error`) : null
  return alert?.hasAttribute('data-form-errors') ? alert : null
}

/** Shows the form's own messages above its fields (the kit's FormErrors), or hides them. */
function showFormErrors(form: HTMLFormElement, messages: string[]): void {
  const alert = formErrorsOf(form)
  if (!alert) return
  // AlertDescription's look.
  alert.replaceChildren(...linesOf(messages, 'div', '[&_p]:leading-relaxed'))
  alert.classList.toggle('hidden', messages.length === 0)
}

/** The submit button's busy look (StatusButton renders both faces on a page without React). */
function showBusy(form: HTMLFormElement, isBusy: boolean): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>('[data-status-button]')) {
    button.disabled = isBusy
    if (isBusy) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
    for (const face of button.querySelectorAll<HTMLElement>('[data-status]')) {
      const isShown = (face.dataset.status === 'pending') === isBusy
      face.classList.toggle('hidden', !isShown)
      face.classList.toggle('contents', isShown)
    }
  }
}

export const setUpKitForm: SetUpIsland = (element) => {
  if (!(element instanceof HTMLFormElement)) return () => {}
  const form = element
  const schema = form.dataset.schema
  const checksOnBlur = form.dataset.validate !== 'onSubmit'
  const locale = document.documentElement.lang === 'ar' ? 'ar' : 'en'
  // Fields whose messages are shown and kept current. A form the server answered (it shows
  // messages) has every field checked again as it changes, as Conform does after a submit.
  const checked = new Set<string>()
  if (form.querySelector('[aria-invalid="true"], [data-form-errors]:not(.hidden)'))
    checkEverything()
  // The form's own messages ('') show once it has been submitted, with every field's.
  function checkEverything() {
    checked.add('')
    for (const name of fieldsOf(form).keys()) checked.add(name)
  }
  let latest = 0
  let isSending = false
  let isConfirmed = false

  /** Checks the whole form and shows the messages of the checked fields; null if outdated. */
  const check = async () => {
    if (!schema) return {}
    const run = ++latest
    const { validateForm } = await loadValidation()
    const errors = await validateForm(schema, new FormData(form), locale)
    if (run !== latest) return null
    for (const [name, control] of fieldsOf(form)) {
      if (checked.has(name)) showErrors(control, errors[name] ?? [])
    }
    if (checked.has('')) showFormErrors(form, errors[''] ?? [])
    // A form's summary of its fields' messages ('Required fields missing') shows with them.
    const isAnyShown = [...fieldsOf(form)].some(
      ([name]) => checked.has(name) && errors[name]?.length,
    )
    for (const summary of form.querySelectorAll('[data-field-errors-summary]')) {
      summary.classList.toggle('hidden', !isAnyShown)
    }
    return errors
  }

  const onFocusIn = () => {
    if (schema) void loadValidation()
  }
  const onFocusOut = (event: FocusEvent) => {
    if (!checksOnBlur || !isControl(event.target) || !event.target.name) return
    checked.add(event.target.name)
    void check()
  }
  const onInput = (event: Event) => {
    if (!checksOnBlur || !isControl(event.target) || !checked.has(event.target.name)) return
    void check()
  }
  const onSubmit = (event: SubmitEvent) => {
    if (isSending) {
      event.preventDefault()
      return
    }
    if (!schema || isConfirmed) {
      isSending = true
      // After the browser has taken the form's values (a disabled button sends no value).
      setTimeout(() => showBusy(form, true))
      return
    }
    event.preventDefault()
    const submitter = event.submitter
    checkEverything()
    void check().then((errors) => {
      if (!errors) return
      const wrong = [...fieldsOf(form)].find(
        ([name, control]) => errors[name]?.length && errorListOf(control),
      )
      if (wrong) {
        wrong[1].focus()
        return
      }
      if (errors['']?.length && formErrorsOf(form)) return
      // Valid (or wrong only where nothing shows it: the server answers that): sent as is.
      isConfirmed = true
      form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : null)
      isConfirmed = false
    })
  }
  // As StatusButton does in React: pressing the submit button keeps focus in the field, so
  // the field's message (shown when it is left) cannot push the button from under the pointer.
  const onMouseDown = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button.type === 'submit') event.preventDefault()
  }
  // Back to this page from the next one (the browser's page cache): the form can be sent again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return
    isSending = false
    showBusy(form, false)
  }

  const unlistenForm = listen(form, {
    focusin: onFocusIn,
    focusout: onFocusOut,
    input: onInput,
    submit: onSubmit,
    mousedown: onMouseDown,
  })
  const unlistenWindow = listen<WindowEventMap>(window, { pageshow: onPageShow })
  return () => {
    unlistenForm()
    unlistenWindow()
  }
}
