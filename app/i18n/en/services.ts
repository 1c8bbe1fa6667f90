export const services = {} as const
