import { data } from 'react-router'

/**
 * The posted form, read for an action. A body that is not a form answers 400 (not 500),
 * and NUL characters are taken out of text fields: PostgreSQL refuses them in text, so
 * one crafted field would otherwise fail the insert. Files are passed on as they are.
 */
export async function readForm(request: Request): Promise<FormData> {
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    throw data('The request body is not a form.', { status: 400 })
  }
  const form = new FormData()
  for (const [name, value] of posted) {
    form.append(name, typeof value === 'string' ? value.replaceAll('\u0000', '') : value)
  }
  return form
}
