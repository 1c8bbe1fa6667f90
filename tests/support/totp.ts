import { base32 } from '@better-auth/utils/base32'
import { createOTP } from '@better-auth/utils/otp'

/** The code an authenticator app shows now for a key as the set-up page shows it (Base32). */
export function totpNow(base32Secret: string): Promise<string> {
  return createOTP(base32.decode(base32Secret), { digits: 6, period: 30 }).totp()
}
