import { z } from 'zod'
import { t } from '~/i18n'

const m = t.investments.packageForm

export const MAX_SERVICES = 50
/** numeric(12,2): at most ten digits before the point and two after. */
const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/

const text = (max: number) => z.string().trim().max(max, m.tooLong).optional()

/**
 * Create and edit package (SPEC 5): name, description and price required; price a number,
 * min 0, step 0.01; at least one non-blank service ('Please add at least one service').
 * Fields parse as optional first so every problem is reported in one pass.
 */
export const PackageFormSchema = z
  .object({
    name: text(200),
    description: text(5000),
    price: z.string().trim().max(20, m.invalidPrice).optional(),
    services: z.array(text(300)).max(MAX_SERVICES).optional(),
  })
  .superRefine((value, ctx) => {
    let isMissing = false
    for (const key of ['name', 'description', 'price'] as const) {
      if (!value[key]) {
        isMissing = true
        ctx.addIssue({ code: 'custom', path: [key], message: m.required })
      }
    }
    if (value.price && !PRICE_PATTERN.test(value.price)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: m.invalidPrice })
    }
    if (!value.services?.some((service) => Boolean(service))) {
      ctx.addIssue({ code: 'custom', path: ['services'], message: m.atLeastOneService })
    }
    if (isMissing) ctx.addIssue({ code: 'custom', path: [], message: m.requiredFields })
  })
  .transform((value) => ({
    name: value.name ?? '',
    description: value.description ?? '',
    price: Number(value.price).toFixed(2),
    services: (value.services ?? []).flatMap((service) => (service ? [service] : [])),
  }))

export type PackageInput = z.output<typeof PackageFormSchema>
