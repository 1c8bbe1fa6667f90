import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

// The layer rules of eslint.config.js (docs/decisions/011-import-layers.md), run through
// ESLint as `npx eslint .` runs them: a wrong-way import is an error, the right way passes.

const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint

// Loading the config and its plugins takes seconds on a cold machine: done once here, with
// room to spare, so no single test below pays for it against its own timeout.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: path.join(root, 'app/lib/warm-up.ts') })
}, 120_000)

/** The messages of the import rule for `code` placed at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

const wrongWay: [file: string, code: string][] = [
  ['app/server/x.server.ts', "import { getSiteSettings } from '~/domain/settings/settings.server'"],
  ['app/server/x.server.ts', "import { HoneypotField } from '~/components/honeypot-field'"],
  ['app/server/x.server.ts', "export { loader } from '~/routes/public/home'"],
  ['app/server/jobs/x.server.ts', "import type { Job } from '../../domain/careers/careers.server'"],
  [
    'app/ui/x.tsx',
    "import { InvestmentCard } from '~/domain/investments/components/investment-card'",
  ],
  ['app/ui/x.tsx', "import { SiteHeader } from '~/components/site-header'"],
  ['app/ui/x.tsx', "import { env } from '~/server/env.server'"],
  [
    'app/components/x.tsx',
    "import type { Testimonial } from '~/domain/testimonials/testimonials.server'",
  ],
  [
    'app/components/home/x.tsx',
    "import { InvestmentCard } from '../../domain/investments/components/investment-card'",
  ],
  ['app/lib/x.ts', "import { getDb } from '~/server/db.server'"],
  ['app/lib/x.ts', "import { Button } from '~/ui/button'"],
  ['app/lib/x.ts', "import { user } from '#db/schema'"],
  ['app/domain/company/components/x.tsx', "import { useRootData } from '~/root'"],
  ['app/domain/careers/x.server.ts', "import { action } from '~/routes/public/careers'"],
  ['app/components/x.tsx', "import { useRootData } from '../root'"],
  ['db/seed/x.ts', "import type { Db } from '~/server/db.server'"],
  ['db/x.ts', "import { getDb } from '../app/server/db.server'"],
  ['app/islands/x.ts', "import { useEffect } from 'react'"],
  ['app/islands/x.ts', "import { useT } from '~/i18n'"],
  ['app/islands/x.ts', "import { Button } from '../ui/button'"],
]

const rightWay: [file: string, code: string][] = [
  [
    'app/server/x.server.ts',
    "import { HONEYPOT_FIELD_NAME } from '~/lib/honeypot'\nimport { user } from '#db/schema'\nimport { t } from '~/i18n'\nimport { env } from './env.server'",
  ],
  [
    'app/domain/x/x.server.ts',
    "import { getDb } from '~/server/db.server'\nimport { getSiteSettings } from '~/domain/settings/settings.server'",
  ],
  [
    'app/domain/x/components/x.tsx',
    "import { Button } from '~/ui/button'\nimport { HoneypotField } from '~/components/honeypot-field'",
  ],
  [
    'app/components/x.tsx',
    "import { Button } from '~/ui/button'\nimport { cn } from '~/lib/class-names'",
  ],
  ['app/ui/x.tsx', "import { cn } from '~/lib/class-names'\nimport { useT } from '~/i18n'"],
  [
    'app/routes/public/x.tsx',
    "import { useRootData } from '~/root'\nimport { getSiteSettings } from '~/domain/settings/settings.server'",
  ],
  ['app/entry.server.tsx', "import { Layout } from './root'"],
  ['app/islands/x.ts', "import { cn } from '~/lib/class-names'\nimport { island } from './names'"],
  ['app/components/x.tsx', "import { setUpHeaderMenus } from '~/islands/header-menus'"],
  [
    'db/seed/x.ts',
    "import type { Db } from '../database'\nimport { PERSON_NAME_MAX } from '../../app/lib/field-limits'",
  ],
]

describe('wrong-way imports are errors', () => {
  test.each(wrongWay)('%s: %s', async (file, code) => {
    const errors = await layerErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('docs/decisions/011-import-layers.md')
  })
})

describe('right-way imports pass', () => {
  test.each(rightWay)('%s: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})

// The serving platform beside app/ (docs/decisions/038-compiled-server.md): it uses the app's
// infrastructure; the app never imports it.
const platformWrongWay: [file: string, code: string][] = [
  ['app/server/x.server.ts', "import { createPageHandler } from '../../platform/page-handler'"],
  [
    'app/routes/admin/x.tsx',
    "import { RENDER_THREAD_IDLE_MS } from '../../../platform/render-pool'",
  ],
  ['app/root.tsx', "import { createHttpApp } from '../platform/http'"],
  ['db/x.ts', "import { shutDownServer } from '../platform/shutdown'"],
  ['platform/x.ts', "import { listJobs } from '~/domain/careers/careers.server'"],
  ['platform/x.ts', "import { loader } from '../app/routes/public/home'"],
  ['platform/x.ts', "import { Button } from '~/ui/button'"],
  ['server.ts', "import { SiteHeader } from './app/components/site-header'"],
]

describe('the platform and the app', () => {
  test.each(platformWrongWay)('%s: %s is an error', async (file, code) => {
    const errors = await layerErrors(file, code)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('docs/decisions/038-compiled-server.md')
  })

  test('the platform may use the app server, database, i18n and lib', async () => {
    const code = [
      "import { getDb } from '~/server/db.server'",
      "import { user } from '#db/schema'",
      "import { ar } from '~/i18n/catalogs'",
      "import { cn } from '~/lib/class-names'",
      "import { bodyOf } from './page-cache'",
    ].join('\n')
    expect(await layerErrors('platform/x.ts', code)).toEqual([])
  })
})

test('a wrong-way import fails `eslint --max-warnings=0` (an error, not a warning)', async () => {
  const [result] = await eslint.lintText(
    "import { getSiteSettings } from '~/domain/settings/settings.server'\nexport { getSiteSettings }\n",
    { filePath: path.join(root, 'app/server/x.server.ts') },
  )
  expect(result.errorCount).toBeGreaterThan(0)
})
