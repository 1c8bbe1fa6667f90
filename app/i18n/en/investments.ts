export const investments = {} as const
