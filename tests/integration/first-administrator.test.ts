import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { user } from '#db/schema'
import { ensureAdminAccount } from '~/server/auth.server'
import { getDb } from '~/server/db.server'
import { env } from '~/server/env.server'
import { prepareTestApp } from '../support/app'
import { createSignedInUser, signInAs } from '../support/requests'

/*
 * ADMIN_EMAIL and ADMIN_PASSWORD make the first Administrator, and only while the site has
 * none (decision 036): otherwise deleting that account on the Staff screen would last only
 * until the next start, which recreated it with the password from the environment.
 */

beforeAll(prepareTestApp)

async function adminEmailAccount() {
  const db = await getDb()
  const [row] = await db.select().from(user).where(eq(user.email, env().ADMIN_EMAIL.toLowerCase()))
  return row
}

describe('the first Administrator', () => {
  test('is not recreated at the next start while another Administrator exists', async () => {
    const db = await getDb()
    const other = await createSignedInUser()
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, other.id))
    await db.delete(user).where(eq(user.email, env().ADMIN_EMAIL.toLowerCase()))

    await ensureAdminAccount()
    expect(await adminEmailAccount()).toBeUndefined()
    await expect(signInAs(env().ADMIN_EMAIL, process.env.ADMIN_PASSWORD ?? '')).rejects.toThrow()

    // Once no Administrator is left, the next start makes one again from the environment.
    await db.update(user).set({ role: 'user' }).where(eq(user.id, other.id))
    await ensureAdminAccount()
    expect((await adminEmailAccount())?.role).toBe('admin')
    await signInAs(env().ADMIN_EMAIL, process.env.ADMIN_PASSWORD ?? '')
  })
})
