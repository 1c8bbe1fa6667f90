import { chromium } from 'playwright-core'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--disable-component-update','--no-first-run'] })
const p = await b.newPage({ baseURL: 'http://127.0.0.1:3400' })
p.on('console', m => console.log('console', m.type(), m.text().slice(0, 300)))
p.on('pageerror', e => console.log('pageerror', e.message.slice(0, 300)))
await p.goto('/login')
await p.getByLabel('Email').fill('admin@example.com')
await p.getByLabel('Password', { exact: true }).fill('admin-password-123')
await p.getByRole('button', { name: /sign in|login/i }).first().click()
await p.waitForTimeout(3000)
console.log(p.url())
for (const path of ['/admin/conversations/unknown', '/admin/conversations/request/unknown/unknown', '/admin/conversations/request/contact/unknown']) {
  const r = await p.goto(path)
  await p.waitForTimeout(2500)
  console.log(path, r.status(), p.url(), await p.evaluate(() => document.documentElement.hasAttribute('data-hydrated')), (await p.content()).slice(0, 1500))
}
await b.close()
