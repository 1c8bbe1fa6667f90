// @vitest-environment happy-dom
import { afterEach, beforeAll, expect, test } from 'vitest'
import { setUpKitForm } from './kit-form'

/*
 * The kit-form island on the contact form's markup, as the kit renders it on a page without
 * hydration: each control's messages in `<id>-error`, the form's own in `<form id>-error`, the
 * StatusButton's two faces. The real schema (ContactSchema, by its registered name) and the
 * real catalog give the messages.
 */
function contactForm(lang: 'en' | 'ar' = 'en'): HTMLFormElement {
  document.documentElement.lang = lang
  document.body.innerHTML = `
    <form id="contact" method="post" novalidate data-island="kit-form" data-schema="contact">
      <div id="contact-error" role="alert" data-form-errors class="hidden"></div>
      <label for="contact-name">Full Name</label>
      <input id="contact-name" name="name">
      <div id="contact-name-error"></div>
      <label for="contact-email">Email</label>
      <input id="contact-email" name="email" type="email">
      <div id="contact-email-error"></div>
      <label for="contact-message">Message</label>
      <textarea id="contact-message" name="message"></textarea>
      <div id="contact-message-error"></div>
      <button type="submit" data-status-button>
        <span data-status="pending" class="hidden">Sending...</span>
        <span data-status="idle" class="contents">Send Message</span>
      </button>
    </form>`
  return document.querySelector('form')!
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!
const messagesOf = (id: string) =>
  [...document.getElementById(id)!.children].map((line) => line.textContent)

/** Counts the submits the island lets through (and stops them: nothing is sent here). */
function countSends(form: HTMLFormElement): { count: number } {
  const sent = { count: 0 }
  form.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) sent.count++
    event.preventDefault()
  })
  return sent
}

/** Lets the island's checks (a dynamic import, then the parse) finish. */
async function settled(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 5))
}

// The chunks the island loads on demand, loaded once here so that `settled` is long enough.
beforeAll(async () => {
  await Promise.all([
    import('./form-validation'),
    import('~/domain/contact/schema'),
    import('~/i18n/en/company'),
    import('~/i18n/ar/company'),
  ])
})

let undo: (() => void) | undefined
afterEach(() => {
  undo?.()
  document.body.innerHTML = ''
})

test('a field left empty shows its message, which goes as it is corrected', async () => {
  undo = setUpKitForm(contactForm())
  field('name').dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  await settled()
  expect(messagesOf('contact-name-error')).toEqual(['Full name is required'])
  expect(field('name').getAttribute('aria-invalid')).toBe('true')
  expect(field('name').getAttribute('aria-describedby')).toBe('contact-name-error')
  // A field not yet left shows nothing, as in React (Conform).
  expect(messagesOf('contact-email-error')).toEqual([])

  field('name').value = 'Sam'
  field('name').dispatchEvent(new Event('input', { bubbles: true }))
  await settled()
  expect(messagesOf('contact-name-error')).toEqual([])
  expect(field('name').hasAttribute('aria-invalid')).toBe(false)
  expect(field('name').hasAttribute('aria-describedby')).toBe(false)
})

test('a wrong form is not sent: every message shows and the first wrong field has focus', async () => {
  const form = contactForm()
  undo = setUpKitForm(form)
  field('name').value = 'Sam'
  field('email').value = 'not an address'
  const sent = countSends(form)
  form.requestSubmit()
  await settled()
  expect(sent.count).toBe(0)
  expect(messagesOf('contact-email-error')).toEqual(['Invalid email address'])
  expect(messagesOf('contact-message-error')).toEqual(['Message is required'])
  expect(messagesOf('contact-error')).toEqual(['Please fill in all required fields'])
  expect(document.getElementById('contact-error')!.classList.contains('hidden')).toBe(false)
  expect(document.activeElement).toBe(field('email'))
})

test('a valid form is sent once, its button busy', async () => {
  const form = contactForm()
  undo = setUpKitForm(form)
  field('name').value = 'Sam'
  field('email').value = 'sam@example.org'
  field('message').value = 'Hello'
  const sent = countSends(form)
  form.requestSubmit()
  await settled()
  expect(sent.count).toBe(1)
  const button = form.querySelector('button')!
  expect(button.disabled).toBe(true)
  expect(button.getAttribute('aria-busy')).toBe('true')
  expect(form.querySelector('[data-status="pending"]')!.classList.contains('hidden')).toBe(false)
  expect(form.querySelector('[data-status="idle"]')!.classList.contains('hidden')).toBe(true)
  // A second press while it is sent sends nothing more.
  form.requestSubmit()
  await settled()
  expect(sent.count).toBe(1)
})

test('on an Arabic page the messages come from the Arabic catalog', async () => {
  undo = setUpKitForm(contactForm('ar'))
  field('email').dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  await settled()
  const { company } = await import('~/i18n/ar/company')
  expect(messagesOf('contact-email-error')).toEqual([company.contact.emailRequired])
  expect(company.contact.emailRequired).not.toBe('Email is required')
})
