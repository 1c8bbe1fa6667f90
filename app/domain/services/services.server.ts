import { asc, eq } from 'drizzle-orm'
import { departments } from '#db/schema'
import type { Locale } from '~/i18n/locale'
import { localize, type Localized } from '~/lib/localized'
import { getDb } from '~/server/db.server'

const DEPARTMENT_TEXTS = ['name', 'description', 'services', 'benefits'] as const

/**
 * A department in the page's language; `inEnglish` names the texts left in English. The pages
 * name the eight departments from the catalog (`departmentName`), as the header menu does, so
 * menu, card and page title always agree; `name` is only the fallback for another slug.
 */
export type Department = Localized<
  {
    id: string
    name: string
    path: string
    description: string
    services: { title: string; description: string }[]
    benefits: string[]
  },
  (typeof DEPARTMENT_TEXTS)[number]
>

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  nameAr: departments.nameAr,
  path: departments.path,
  description: departments.description,
  descriptionAr: departments.descriptionAr,
  services: departments.services,
  servicesAr: departments.servicesAr,
  benefits: departments.benefits,
  benefitsAr: departments.benefitsAr,
}

/** SPEC 2: the eight department cards of /services, in the order the admin set, in `locale`. */
export async function listDepartments(locale: Locale): Promise<Department[]> {
  const db = await getDb()
  const rows = await db
    .select(departmentColumns)
    .from(departments)
    .orderBy(asc(departments.sortOrder), asc(departments.id))
  return rows.map((row) => localize(row, locale, DEPARTMENT_TEXTS))
}

/** The department whose page is /services/<slug>, in `locale`, or null. */
export async function getDepartmentBySlug(
  slug: string,
  locale: Locale,
): Promise<Department | null> {
  const db = await getDb()
  const [row] = await db
    .select(departmentColumns)
    .from(departments)
    .where(eq(departments.path, `/services/${slug}`))
    .limit(1)
  return row ? localize(row, locale, DEPARTMENT_TEXTS) : null
}
