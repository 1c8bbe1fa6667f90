import type { Messages } from '~/i18n'

/**
 * SPEC 2: the eight service departments, in menu order, by the slug of their page
 * (/services/<slug>). Their names are in the catalog: `services.departments.<slug>.name`.
 */
export const serviceDepartments = [
  { slug: 'consultancy' },
  { slug: 'financial' },
  { slug: 'legal' },
  { slug: 'it' },
  { slug: 'security' },
  { slug: 'hospitality' },
  { slug: 'facility' },
  { slug: 'investment' },
] as const

export type DepartmentSlug = (typeof serviceDepartments)[number]['slug']

function isDepartmentSlug(slug: string): slug is DepartmentSlug {
  return serviceDepartments.some((department) => department.slug === slug)
}

/**
 * A department's name in the page's language (`m`: useT(), messagesAt(pathname)); a slug
 * that is not one of the eight shows `fallback` (the stored name).
 */
export function departmentName(m: Messages, slug: string, fallback = slug): string {
  return isDepartmentSlug(slug) ? m.services.departments[slug].name : fallback
}
