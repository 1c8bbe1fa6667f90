/**
 * Headers for a private file download: always an attachment (never shown inline, so an
 * uploaded file cannot run as a page of our site), no type sniffing, no caching.
 * The name gets an ASCII fallback plus the RFC 5987 UTF-8 form.
 */
export function attachmentHeaders(filename: string, contentType: string): Headers {
  const ascii = filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')
  return new Headers({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  })
}

/** 'Senior Financial Analyst' → 'senior-financial-analyst' for export file names. */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'applicants'
  )
}
