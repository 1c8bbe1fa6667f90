/** SPEC 2: the eight service departments, in menu order, with their page paths. */
export const serviceDepartments = [
  { slug: 'consultancy', name: 'Consultancy Services' },
  { slug: 'financial', name: 'Financial Services' },
  { slug: 'legal', name: 'Legal Consultancy' },
  { slug: 'it', name: 'IT Services' },
  { slug: 'security', name: 'Security Services' },
  { slug: 'hospitality', name: 'Hospitality Services' },
  { slug: 'facility', name: 'Facility Management' },
  { slug: 'investment', name: 'Investment Services' },
] as const

export type DepartmentSlug = (typeof serviceDepartments)[number]['slug']
