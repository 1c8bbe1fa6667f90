/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its default) with Debian's Chromium on
 * the public pages of a fresh production server. Prints the four category scores and
 * LCP, CLS and TBT per page. LIGHTHOUSE_RUNS=5 audits each page five times and shows its
 * median run (by performance; the range beside it): on a busy machine one run varies by ten
 * points and more. Each page is requested once before, so no audit meets a cold server.
 * With LIGHTHOUSE_DETAILS=1 it also lists, per page, every audit
 * that did not pass (id, title, score, displayed value) and the LCP element.
 */
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp, databaseLabel, onExit, runBench, startServer } from './server'

const PAGES = ['/', '/investments', '/careers', '/contact']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const SHOWS_DETAILS = process.env.LIGHTHOUSE_DETAILS === '1'
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

runBench(async () => {
  buildApp()
  const app = await startServer()
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  })
  onExit(async () => chrome.kill())

  for (const page of PAGES) await fetch(`${app.url}${page}`).then((response) => response.text())

  const details: string[] = []
  const lines = [
    `| page | performance${RUNS > 1 ? ` (median of ${RUNS}, range)` : ''} | accessibility | best practices | SEO | LCP | CLS | TBT |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const page of PAGES) {
    const reports: Report[] = []
    for (let run = 1; run <= RUNS; run++) {
      process.stderr.write(`auditing ${page} (${run}/${RUNS})…\n`)
      const result = await lighthouse(`${app.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
      reports.push(result.lhr)
    }
    const performanceOf = (report: Report) => scoreOf(report, 'performance')
    reports.sort((a, b) => performanceOf(a) - performanceOf(b))
    const median = reports[Math.floor(reports.length / 2)]
    const range =
      RUNS > 1
        ? ` (${performanceOf(reports[0])}–${performanceOf(reports[reports.length - 1])})`
        : ''
    const scores = CATEGORIES.map(
      (id) => `${scoreOf(median, id)}${id === 'performance' ? range : ''}`,
    )
    const metric = (id: string) => median.audits[id]?.displayValue ?? '?'
    lines.push(
      `| \`${page}\` | ${scores.join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('cumulative-layout-shift')} | ${metric('total-blocking-time')} |`,
    )
    if (SHOWS_DETAILS) details.push(describeFailures(page, median))
  }
  await chrome.kill()
  await app.stop()

  const cpus = os.cpus()
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ` +
      `Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, Lighthouse mobile preset, ${databaseLabel()}\n`,
  )
  console.log(lines.join('\n'))
  if (SHOWS_DETAILS) console.log(`\n${details.join('\n\n')}`)
})

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

function scoreOf(report: Report, category: string): number {
  return Math.round((report.categories[category]?.score ?? 0) * 100)
}

/**
 * The audits of the four categories that scored below 1 (informative and not-applicable
 * ones have no score and are left out), each with its category, and the page's LCP element.
 */
function describeFailures(page: string, report: Report): string {
  const lines = [`### \`${page}\``]
  for (const id of CATEGORIES) {
    for (const ref of report.categories[id]?.auditRefs ?? []) {
      const audit = report.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1) continue
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue
      const value = audit.displayValue ? ` (${audit.displayValue})` : ''
      lines.push(
        `- ${id} \`${audit.id}\` ${audit.title}: ${audit.score.toFixed(2)}, weight ${ref.weight}${value}`,
        ...itemsOf(audit.details).map((item) => `  - ${item}`),
      )
    }
  }
  const lcp = itemsOf(report.audits['largest-contentful-paint-element']?.details)[0]
  lines.push(`- LCP element: ${lcp ?? '?'}`)
  return lines.join('\n')
}

/**
 * The first few rows of an audit's table, each as one short line naming what it is about (a
 * URL, an element's markup, an issue's kind); a list of tables (the LCP element) is read
 * through, other details (dependency trees, explanations) give nothing.
 */
function itemsOf(details: Report['audits'][string]['details']): string[] {
  if (!details || (details.type !== 'table' && details.type !== 'list')) return []
  return details.items
    .flatMap((item: Record<string, unknown>) =>
      item.type === 'table' ? (item.items as Array<Record<string, unknown>>) : [item],
    )
    .filter((item) => item.type === undefined)
    .slice(0, 5)
    .map((item) => {
      const named = item.url ?? item.source ?? item.node ?? item.issueType ?? item.phase ?? item
      const node = named as { snippet?: string; url?: string }
      const text =
        typeof named === 'string' ? named : (node.snippet ?? node.url ?? JSON.stringify(named))
      const timing = typeof item.timing === 'number' ? `: ${Math.round(item.timing)} ms` : ''
      return `${text.replace(/\s+/g, ' ').slice(0, 240)}${timing}`
    })
}
