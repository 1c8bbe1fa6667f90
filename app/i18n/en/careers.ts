export const careers = {} as const
