import fs from 'node:fs/promises'
import path from 'node:path'
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../../playwright.config'
import { startMailCapture } from '../../support/mail-capture'

/**
 * One SMTP listener for the whole Playwright run, in the runner process, on the port the
 * e2e server sends to (SMTP_URL). Every message becomes a JSON file in E2E_MAIL_DIR,
 * which the tests read (support/mail.ts); no spec file listens itself, so parallel
 * workers never compete for the port. The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await fs.rm(E2E_MAIL_DIR, { recursive: true, force: true })
  await fs.mkdir(E2E_MAIL_DIR, { recursive: true })
  let sequence = 0
  const mailbox = await startMailCapture(E2E_SMTP_PORT, async (mail) => {
    sequence += 1
    const name = `${String(sequence).padStart(6, '0')}-${Date.now()}`
    const file = path.join(E2E_MAIL_DIR, `${name}.json`)
    // Written aside, then renamed: a reader never sees half a message.
    await fs.writeFile(`${file}.tmp`, JSON.stringify({ ...mail, receivedAt: Date.now() }))
    await fs.rename(`${file}.tmp`, file)
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') {
      throw new Error(
        `E2E_SMTP_PORT ${E2E_SMTP_PORT} is in use: is another e2e run on the same ports? Choose other E2E_* ports.`,
        { cause: error },
      )
    }
    throw error
  })
  return () => mailbox.close()
}
