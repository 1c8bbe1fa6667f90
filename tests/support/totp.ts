import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

/**
 * The code an authenticator app shows for a key as the set-up page shows it (Base32): now, or
 * `stepsFromNow` 30-second steps later (1) or earlier (-1). A code works once (decision 036):
 * a test that needs two codes in a row uses the next step's for the second.
 */
export function totpNow(base32Secret: string, stepsFromNow = 0): Promise<string> {
  const otp = createOTP(base32.decode(base32Secret), { digits: 6, period: 30 })
  return otp.hotp(Math.floor(Date.now() / 30_000) + stepsFromNow)
}
