import { useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { localizeMessage, useLocale, useT } from '~/i18n'

type FormOptions<Fields extends Record<string, unknown>, Value> = Parameters<
  typeof useForm<Fields, Value>
>[0]

/**
 * The kit's Conform form (decision 013): the route's Zod schema validates in the browser as it
 * does in the action. A field reports its error when it is left and clears it as it is
 * corrected; a form that passes `shouldValidate` (sign-in: on submit) keeps Conform's own
 * default for revalidation. Any other `useForm` option is passed through. `Fields` widens the
 * schema's input with fields it does not parse (an upload handleForm checks: `image`).
 * The schema's messages name catalog keys (decision 017); they are shown in the page's language.
 */
export function useKitForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  Fields extends Record<string, unknown> = z.input<Schema>,
>({
  schema,
  ...options
}: Omit<FormOptions<NoInfer<Fields>, z.output<Schema>>, 'onValidate'> & { schema: Schema }) {
  const messages = useT()
  const locale = useLocale()
  return useForm<Fields, z.output<Schema>>({
    ...(options.shouldValidate === undefined
      ? ({ shouldValidate: 'onBlur', shouldRevalidate: 'onInput' } as const)
      : null),
    ...options,
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema })
      if (submission.status === 'error' && submission.error) {
        for (const [name, list] of Object.entries(submission.error)) {
          submission.error[name] =
            list?.map((message) => localizeMessage(messages, locale, message)) ?? null
        }
      }
      return submission
    },
  })
}
