/** New row ids keep the readable prefix of the seed ids (inv-001) with a random suffix. */
export function newId(prefix: string): string {
  const bytes = new Uint8Array(6)
  crypto.getRandomValues(bytes)
  const suffix = Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 10)
  return `${prefix}-${suffix}`
}
