import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import { ApplicationSchema } from '~/domain/careers/schema'
import { messageKeys } from '~/i18n'
import { agreedPurposes, CONSENT_PURPOSES } from './policy'

describe('agreedPurposes', () => {
  test('lists exactly the purposes ticked, in a stable order', () => {
    expect(agreedPurposes({})).toEqual([])
    expect(agreedPurposes({ 'talent-pool': false })).toEqual([])
    expect(agreedPurposes({ 'marketing-emails': true, 'talent-pool': true })).toEqual([
      'talent-pool',
      'marketing-emails',
    ])
  })

  test('each purpose belongs to one form, posted as its own field', () => {
    expect(CONSENT_PURPOSES['talent-pool']).toEqual({ form: 'application', field: 'talentPool' })
    expect(CONSENT_PURPOSES['marketing-emails']).toEqual({
      form: 'registration',
      field: 'marketingEmails',
    })
  })
})

describe('the application form', () => {
  function posted(boxes: Record<string, string>) {
    const form = new FormData()
    form.set('fullName', 'Mariam')
    form.set('email', 'mariam@example.org')
    form.set('phone', '+971 50 555 0101')
    form.set('coverLetter', 'Seven years.')
    form.set('resume', new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }))
    for (const [name, value] of Object.entries(boxes)) form.set(name, value)
    return parseWithZod(form, { schema: ApplicationSchema })
  }

  test('is refused without the required box, with its message on the box', () => {
    const submission = posted({ talentPool: 'on' })
    expect(submission.status).toBe('error')
    expect(submission.status === 'error' && submission.error).toEqual({
      processingConsent: [messageKeys.careers.apply.errors.processingConsentRequired],
    })
  })

  test('says which boxes were ticked; the talent pool is off unless ticked', () => {
    const alone = posted({ processingConsent: 'on' })
    expect(alone.status === 'success' && alone.value).toMatchObject({
      processingConsent: true,
      talentPool: false,
    })
    const both = posted({ processingConsent: 'on', talentPool: 'on' })
    expect(both.status === 'success' && both.value).toMatchObject({ talentPool: true })
  })
})
