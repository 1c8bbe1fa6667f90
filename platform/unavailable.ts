import type { Request, Response } from 'express'
import { ar, en } from '~/i18n/catalogs'
import { DIRECTION, localeOfPath } from '~/i18n/locale'

/** How long a client or proxy is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

/**
 * The page every route answers while the database is out of reach: 503 with Retry-After,
 * never kept by a cache. It is plain HTML in the visitor's language that needs neither the
 * database nor a script, so it shows whatever else is down.
 */
export function sendUnavailablePage(req: Request, res: Response): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.status(503)
  res.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
  res.set('Cache-Control', 'no-store')
  // Client navigation asks for `.data`: its router shows its own error page.
  if (req.path.endsWith('.data')) {
    res.type('text/plain').send('Service Unavailable')
    return
  }
  const locale = localeOfPath(req.path)
  const m = locale === 'ar' ? ar : en
  const title = escapeHtml(m.errors.unavailableTitle)
  res.type('html').send(`<!DOCTYPE html>
<html lang="${locale}" dir="${DIRECTION[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#fff;color:#1a202c}
main{max-width:36rem;padding:2rem;text-align:center}
h1{font-size:1.875rem;margin:0 0 1rem}
p{color:#4a5568;line-height:1.6;margin:0}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(m.errors.unavailable)}</p>
</main>
</body>
</html>
`)
}
