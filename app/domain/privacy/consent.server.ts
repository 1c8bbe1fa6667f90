import { consentRecords, type ConsentForm, type ConsentPurpose } from '#db/schema'
import { newId } from '~/lib/ids'
import type { Db } from '~/server/db.server'
import { PRIVACY_POLICY_VERSION } from './policy'

/** Any handle that can insert: the database or an open transaction. */
type Writer = Pick<Db, 'insert'>

export type ConsentRecordInput = {
  /** The address the submission gave; stored lower-cased (a person's requests match on it). */
  email: string
  /** The account the submission belongs to, when there is one. */
  userId?: string | null
  form: ConsentForm
  /** The row the submission created (the applicant, the message, the request, the user). */
  recordId: string | null
  /** The consent purposes ticked on the form: exactly those, none when none were. */
  purposes: readonly ConsentPurpose[]
}

/**
 * Records what a person was told and agreed to when they sent a public form (issue 16): the
 * privacy-policy version shown, the purposes ticked, the time. Call it inside the transaction
 * that saves the submission, so a submission never lands without its record (and a refused
 * one leaves none).
 */
export async function recordConsent(
  writer: Writer,
  input: ConsentRecordInput,
): Promise<{ id: string }> {
  const id = newId('cons')
  await writer.insert(consentRecords).values({
    id,
    email: input.email.trim().toLowerCase(),
    userId: input.userId ?? null,
    form: input.form,
    recordId: input.recordId,
    policyVersion: PRIVACY_POLICY_VERSION,
    purposes: [...new Set(input.purposes)],
  })
  return { id }
}
