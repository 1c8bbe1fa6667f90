import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import { E2E_MAIL_DIR, E2E_NOTIFY_EMAIL } from '../../../playwright.config'
import type { CapturedMail } from '../../support/mail-capture'
import { queryDb } from './db'

export type { CapturedMail }

/**
 * Every e-mail the e2e server has sent during this run, oldest first, as the run's one
 * SMTP listener stored them (support/global-setup.ts). Tests share the mailbox: pick
 * messages by a unique recipient or subject.
 */
export async function readMail(): Promise<CapturedMail[]> {
  const names = await fs.readdir(E2E_MAIL_DIR).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith('.json')).sort()
  return Promise.all(
    files.map(
      async (name) =>
        JSON.parse(await fs.readFile(path.join(E2E_MAIL_DIR, name), 'utf8')) as CapturedMail,
    ),
  )
}

/** Waits for the first e-mail that matches, and returns it. */
export async function waitForMail(
  predicate: (mail: CapturedMail) => boolean,
  { timeout = 15_000, description = 'a matching e-mail' } = {},
): Promise<CapturedMail> {
  let found: CapturedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await readMail()).find(predicate)
        return found !== undefined
      },
      { timeout, message: `waiting for ${description}` },
    )
    .toBe(true)
  return found as CapturedMail
}

/** Matches mail addressed to `address` (case-insensitive). */
export function sentTo(address: string) {
  const wanted = address.toLowerCase()
  return (mail: CapturedMail) => mail.to.some((to) => to.toLowerCase() === wanted)
}

/**
 * The company inbox notifications go to: the notifyEmail setting, else the contact e-mail shown
 * on the site, else the server's NOTIFY_EMAIL.
 */
export async function companyInbox(): Promise<string> {
  const rows = await queryDb<{ key: string; value: string }>(
    "select key, value from settings where key in ('notifyEmail', 'contactEmail')",
  )
  const setting = (key: string) => rows.find((row) => row.key === key)?.value
  return setting('notifyEmail') || setting('contactEmail') || E2E_NOTIFY_EMAIL
}
