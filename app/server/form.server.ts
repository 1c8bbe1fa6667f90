import { data } from 'react-router'
import { messagesOf } from '~/i18n'

// C0 control characters and DEL, except tab, line feed and carriage return, which people type.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/**
 * The posted form, read for an action; every action reads its form here. A body that is
 * not a form answers 400 (not 500), and so does a text field holding a control character
 * or NUL: no one types them, PostgreSQL refuses NUL in text, and a terminal escape in a
 * stored name would reach every log and export. Files are passed on as they are. (The body
 * is already limited in size while it streams: see page-handler.server.ts.)
 */
export async function readForm(request: Request): Promise<FormData> {
  let posted: FormData
  try {
    posted = await request.formData()
  } catch {
    throw data(messagesOf(request).errors.notAForm, { status: 400 })
  }
  for (const [, value] of posted) {
    if (typeof value === 'string' && CONTROL_CHARACTERS.test(value)) {
      throw data(messagesOf(request).errors.controlCharacters, { status: 400 })
    }
  }
  return posted
}

/** The answer to a form whose `intent` the action does not know: 400, saying so in its language. */
export function unknownIntent(request: Request): never {
  throw data(messagesOf(request).errors.unknownIntent, { status: 400 })
}
