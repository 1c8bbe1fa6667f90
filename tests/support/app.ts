import { prepareApplication } from '~/server/startup.server'

let prepared: Promise<void> | undefined

/** Migrates, seeds and creates the admin account once per test file. */
export function prepareTestApp(): Promise<void> {
  prepared ??= prepareApplication()
  return prepared
}
