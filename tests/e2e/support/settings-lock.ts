import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The settings form saves every setting at once, with the values it loaded. Two specs saving
 * it at the same time (the suite runs two workers) would each undo the other's change, so the
 * tests that save it take turns: the one running holds this lock (mkdir is atomic).
 */
const LOCK = fileURLToPath(new URL('../../../data/e2e-settings-form.lock', import.meta.url))
// Longer than a test's time limit: a lock this old was left by a run that was stopped.
const STALE_MS = 150_000

/** Runs `body` (a test that saves the settings form) when no other test is saving it. */
export async function whileSavingSettings<T>(body: () => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(LOCK), { recursive: true })
  for (;;) {
    try {
      await fs.mkdir(LOCK)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const lock = await fs.stat(LOCK).catch(() => null)
      if (lock && Date.now() - lock.mtimeMs > STALE_MS) await fs.rm(LOCK, { recursive: true })
      else await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await body()
  } finally {
    await fs.rm(LOCK, { recursive: true, force: true })
  }
}
