import { z } from 'zod'
import { ListQuerySchema } from '~/lib/list-query'
import { confirmTranslationsField, translationFilterField } from '~/domain/publishing/schema'
import { messageKeys } from '~/i18n/message-keys'
import {
  DESCRIPTION_MAX,
  ID_MAX,
  PRICE_TEXT_MAX,
  SERVICE_MAX,
  SERVICES_MAX_COUNT,
  TITLE_MAX,
} from '~/lib/field-limits'
import { maxChars, maxItems } from '~/lib/max-length'

const m = messageKeys.investments.packageForm

export const MAX_SERVICES = SERVICES_MAX_COUNT
/** numeric(12,2): at most ten digits before the point and two after. */
const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/

const text = (max: number) => z.string().trim().check(maxChars(max)).optional()

const nonBlank = (items: (string | undefined)[] | undefined) =>
  (items ?? []).flatMap((item) => (item ? [item] : []))

/**
 * Create and edit package (SPEC 5): name, description and price required; price a number,
 * min 0, step 0.01; at least one non-blank service ('Please add at least one service').
 * Fields parse as optional first so every problem is reported in one pass.
 * Name, description and the services list have optional Arabic twins with the same limits
 * (decision 018); an empty Arabic list shows the English services on Arabic pages.
 */
export const PackageFormSchema = z
  .object({
    name: text(TITLE_MAX),
    nameAr: text(TITLE_MAX),
    description: text(DESCRIPTION_MAX),
    descriptionAr: text(DESCRIPTION_MAX),
    // The pattern below bounds the number (numeric(12,2)); this bounds what is read first.
    price: z.string().trim().max(PRICE_TEXT_MAX, m.invalidPrice).optional(),
    services: z.array(text(SERVICE_MAX)).check(maxItems(SERVICES_MAX_COUNT)).optional(),
    servicesAr: z.array(text(SERVICE_MAX)).check(maxItems(SERVICES_MAX_COUNT)).optional(),
    confirmTranslations: confirmTranslationsField(['name', 'description', 'services']),
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
    nameAr: value.nameAr ?? '',
    description: value.description ?? '',
    descriptionAr: value.descriptionAr ?? '',
    price: Number(value.price).toFixed(2),
    services: nonBlank(value.services),
    servicesAr: nonBlank(value.servicesAr),
    // "Still correct" ticked on the form, carried by the draft to its publish (decision 052).
    confirmTranslations: value.confirmTranslations ?? [],
  }))

export type PackageInput = z.output<typeof PackageFormSchema>

/** The delete confirmation of /admin/packages (?delete=pkg-001). */
export const PackageDeleteSchema = z.object({
  intent: z.literal('delete'),
  id: z.string().trim().min(1).check(maxChars(ID_MAX)),
})

/**
 * The edit form's two buttons (decision 047): "Save Changes" publishes where editors publish
 * packages; "Save as draft" sends `saveAs=draft` and only keeps the draft.
 */
export const PackageEditSchema = z.intersection(
  PackageFormSchema,
  z.object({ saveAs: z.literal('draft').optional() }),
)

/** The packages' grid: search, and its translation filter (decision 052). */
export const PackageListQuerySchema = ListQuerySchema.extend({
  translation: translationFilterField,
})
export type PackageListQuery = z.infer<typeof PackageListQuerySchema>
