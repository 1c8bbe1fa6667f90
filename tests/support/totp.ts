import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

const STEP_MS = 30_000
/** Time a test needs between reading a code and the server checking it, on a loaded CI machine. */
const MARGIN_MS = 10_000

/**
 * The code an authenticator app shows for a key as the set-up page shows it (Base32): now, or
 * `stepsFromNow` 30-second steps later (1) or earlier (-1). A code works once (decision 036):
 * a test that needs two codes in a row uses the previous step's for the first.
 *
 * The server accepts one step either side of its own. An earlier step's code read in the last
 * seconds of a step is two steps old when it arrives, so for it this waits for the next step.
 */
export async function totpNow(base32Secret: string, stepsFromNow = 0): Promise<string> {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (stepsFromNow < 0 && left < MARGIN_MS) await new Promise((done) => setTimeout(done, left + 50))
  const otp = createOTP(base32.decode(base32Secret), { digits: 6, period: 30 })
  return otp.hotp(Math.floor(Date.now() / STEP_MS) + stepsFromNow)
}
