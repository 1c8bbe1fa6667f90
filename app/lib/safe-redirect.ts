/** A same-site path to return to after login, or the fallback (never another host). */
export function safeRedirect(target: unknown, fallback: string): string {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  ) {
    return fallback
  }
  return target
}
