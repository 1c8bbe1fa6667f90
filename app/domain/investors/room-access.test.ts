import { describe, expect, test } from 'vitest'
import type { DocumentVisibility } from '#db/schema'
import { unlockFor, type RoomStanding } from './room-access.server'

const visitor: RoomStanding = {
  isSignedIn: false,
  isStaff: false,
  nda: { id: 'nda-1', version: 1, body: 'B', bodyAr: '', isDefault: true },
  hasAcceptedNda: false,
  isRequestAccepted: false,
  isVerified: false,
  isRevoked: false,
  isExpired: false,
  accessEndsAt: null,
}
const member = { ...visitor, isSignedIn: true }
const signedNda = { ...member, hasAcceptedNda: true }
const acceptedInvestor = { ...signedNda, isRequestAccepted: true }
const verifiedInvestor = { ...acceptedInvestor, isVerified: true }
const LEVELS: DocumentVisibility[] = ['public', 'signed-in', 'nda', 'investors']

const unlocks = (standing: RoomStanding) => LEVELS.map((level) => unlockFor(standing, level))

describe('what each reader still needs, per visibility (public, signed-in, nda, investors)', () => {
  test('a visitor opens the public documents only', () => {
    expect(unlocks(visitor)).toEqual([null, 'sign-in', 'sign-in', 'sign-in'])
  })
  test('an account accepts the NDA next; with no NDA written the room stays closed', () => {
    expect(unlocks(member)).toEqual([null, null, 'accept-nda', 'accept-nda'])
    expect(unlocks({ ...member, nda: null })).toEqual([null, null, 'no-nda', 'no-nda'])
  })
  test('the NDA opens its level; the investors need an accepted request, then verification', () => {
    expect(unlocks(signedNda)).toEqual([null, null, null, 'request-accepted'])
    expect(unlocks(acceptedInvestor)).toEqual([null, null, null, 'verification'])
    expect(unlocks(verifiedInvestor)).toEqual([null, null, null, null])
  })
  test('a verified investor whose access was revoked or expired keeps the open levels only', () => {
    expect(unlocks({ ...verifiedInvestor, isRevoked: true })).toEqual([
      null,
      null,
      'revoked',
      'revoked',
    ])
    expect(unlocks({ ...verifiedInvestor, isExpired: true })).toEqual([
      null,
      null,
      'expired',
      'expired',
    ])
  })
  test('staff who may read investments open everything', () => {
    expect(unlocks({ ...member, isStaff: true, nda: null })).toEqual([null, null, null, null])
  })
})
