import {
  Briefcase,
  Building2,
  Hotel,
  Landmark,
  Monitor,
  Scale,
  ShieldCheck,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react'

const icons: Record<string, LucideIcon> = {
  consultancy: Briefcase,
  financial: Landmark,
  legal: Scale,
  it: Monitor,
  security: ShieldCheck,
  hospitality: Hotel,
  facility: Building2,
  investment: TrendingUp,
}

/** The icon of a department, by the slug of its page (/services/<slug>); decorative. */
export function DepartmentIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = icons[slug] ?? Briefcase
  return <Icon aria-hidden className={className} />
}

/** The slug of a department page path: '/services/legal' → 'legal'. */
export function departmentSlug(path: string): string {
  return path.split('/').filter(Boolean).pop() ?? ''
}
