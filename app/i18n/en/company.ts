export const company = {} as const
