/** Search engine and sharing texts that are not tied to one page. */
export const seo = {
  /** The site's link-preview card (the home page's, and every page without a card of its own). */
  defaultImageAlt: 'UAE Invest: business and investment in the UAE',
  /** The small capitals above the title on the link-preview cards. */
  card: {
    home: 'Professional services and investment',
    investment: 'Investment opportunity',
    job: 'Career opportunity',
  },
  organization: {
    contactType: 'customer service',
  },
} as const
