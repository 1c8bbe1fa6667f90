import type { seo as english } from '../en/seo'
import type { Translation } from '../translation'

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
