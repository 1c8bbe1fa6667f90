import { asc, eq } from 'drizzle-orm'
import { departments } from '#db/schema'
import { getDb } from '~/server/db.server'

export type Department = {
  id: string
  name: string
  path: string
  description: string
  services: { title: string; description: string }[]
  benefits: string[]
}

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  path: departments.path,
  description: departments.description,
  services: departments.services,
  benefits: departments.benefits,
}

/** SPEC 2: the eight department cards of /services, in the order the admin set. */
export async function listDepartments(): Promise<Department[]> {
  const db = await getDb()
  return db
    .select(departmentColumns)
    .from(departments)
    .orderBy(asc(departments.sortOrder), asc(departments.id))
}

/** The department whose page is /services/<slug>, or null. */
export async function getDepartmentBySlug(slug: string): Promise<Department | null> {
  const db = await getDb()
  const [row] = await db
    .select(departmentColumns)
    .from(departments)
    .where(eq(departments.path, `/services/${slug}`))
    .limit(1)
  return row ?? null
}
