import crypto from 'node:crypto'

/*
 * The secret part of a link sent by e-mail (a data request, an address confirmation): 32
 * random bytes, base64url (43 characters). The database keeps only its SHA-256, so a leaked
 * table opens nothing.
 */

export function newLinkToken(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}
