import type { seo as english } from '../en/seo'

/** The English shape with every text widened to `string` (the English file is `as const`). */
type Translation<T> = T extends string ? string : { readonly [K in keyof T]: Translation<T[K]> }

/** The Arabic catalog for search engine and sharing texts; mirrors ../en/seo.ts key for key. */
export const seo: Translation<typeof english> = {
  /** The site's link-preview card (the home page's, and every page without a card of its own). */
  defaultImageAlt: 'UAE Invest: الأعمال والاستثمار في دولة الإمارات',
  /** The small capitals above the title on the link-preview cards. */
  card: {
    home: 'الخدمات المهنية والاستثمار',
    investment: 'فرصة استثمارية',
    job: 'فرصة وظيفية',
  },
  organization: {
    contactType: 'خدمة العملاء',
  },
}
