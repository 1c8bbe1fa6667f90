/** The toast a response sets (the one-shot `toast` cookie of app/server/toast.server.ts). */
export function toastOf(response: Response): unknown {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^toast=([^;]*)/.exec(cookie)
    if (!match || !match[1]) continue
    // React Router's unsigned cookie: base64 of the URI-encoded JSON value.
    const binary = atob(decodeURIComponent(match[1]))
    const json = decodeURIComponent(
      Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    )
    return JSON.parse(json)
  }
  return null
}
