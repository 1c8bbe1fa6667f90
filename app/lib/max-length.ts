import { z } from 'zod'
import { messageKeys, messageWith } from '~/i18n/message-keys'

/*
 * The length messages name their catalog key (decision 017); the form shows them in the
 * page's language with the number written for it ('Must be at most 5,000 characters').
 */

/** 'Must be at most 5,000 characters' */
export function tooLongMessage(max: number): string {
  return messageWith(messageKeys.errors.tooLong, { max })
}

/** 'Must have at most 50 items' */
export function tooManyItemsMessage(max: number): string {
  return messageWith(messageKeys.errors.tooManyItems, { max })
}

/** 'Each item must be at most 100 characters' */
export function itemTooLongMessage(max: number): string {
  return messageWith(messageKeys.errors.itemTooLong, { max })
}

/**
 * A Zod check for a text field: at most `max` characters (a limit from field-limits.ts),
 * with the one catalog message. `z.string().trim().check(maxChars(PERSON_NAME_MAX))`
 */
export function maxChars(max: number) {
  // abort: later checks (an e-mail pattern, a refinement) never see an over-long value.
  return z.maxLength(max, { error: tooLongMessage(max), abort: true })
}

/** A Zod check for a list: at most `max` items. */
export function maxItems(max: number) {
  return z.maxLength(max, { error: tooManyItemsMessage(max), abort: true })
}
