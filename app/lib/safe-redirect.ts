// Any origin would do: only whether the target stays on it matters.
const SITE = 'http://site.invalid'

/**
 * A same-site path to return to after login, or the fallback (never another host).
 * The target is parsed as a browser would parse it against our origin, so tricks such as
 * `/\t/evil.example` (read as `//evil.example`) or `/\\evil.example` leave the origin and are
 * refused; control characters are refused outright, and the result is the parsed,
 * percent-encoded path, safe in a Location header.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.length > 2_000) {
    return fallback
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback
  let url: URL
  try {
    url = new URL(target, SITE)
  } catch {
    return fallback
  }
  if (url.origin !== SITE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
