/** Search engine and sharing texts that are not tied to one page. */
export const seo = {
  defaultImageAlt: 'The Abu Dhabi skyline at dusk',
  organization: {
    contactType: 'customer service',
  },
} as const
