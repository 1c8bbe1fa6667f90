export const consultancy = {} as const
