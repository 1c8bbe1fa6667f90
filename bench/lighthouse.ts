/**
 * `npm run lighthouse`: Lighthouse (mobile preset, its default) with Debian's Chromium on
 * the public pages of a fresh production server. Prints the four category scores and
 * LCP, CLS and TBT per page.
 */
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { buildApp, databaseLabel, onExit, runBench, startServer } from './server'

const PAGES = ['/', '/investments', '/careers', '/contact']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
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

  const lines = [
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const page of PAGES) {
    process.stderr.write(`auditing ${page}…\n`)
    const result = await lighthouse(`${app.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const metric = (id: string) => audits[id]?.displayValue ?? '?'
    lines.push(
      `| \`${page}\` | ${CATEGORIES.map(score).join(' | ')} | ${metric('largest-contentful-paint')} | ${metric('cumulative-layout-shift')} | ${metric('total-blocking-time')} |`,
    )
  }
  await chrome.kill()
  await app.stop()

  const cpus = os.cpus()
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, ` +
      `Chromium at ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}, Lighthouse mobile preset, ${databaseLabel()}\n`,
  )
  console.log(lines.join('\n'))
})
