export const seo = {} as const
