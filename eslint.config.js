import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports run one way (docs/decisions/011-import-layers.md):
// routes → domain → components / ui / server / db / lib / i18n. Each rule below names the
// folders a layer may not import, by alias (~/domain/…) or by relative path (../domain/…).
const DECISION = 'See docs/decisions/011-import-layers.md.'

/** An import of the app folder `name`, written as ~/name/… or ../name/… (any depth). */
const layerImport = (name) => `^(~/|(\\.\\./)+)${name}(/|$)`

const forbidden = {
  root: {
    regex: '^(~/|\\./|(\\.\\./)+)root(\\.tsx?)?$',
    message: `Only routes and the app's entry files import ~/root: pass what a component needs as props. ${DECISION}`,
  },
  routes: {
    regex: layerImport('routes'),
    message: `Nothing imports a route module: move what you need into domain/, components/ or lib/. ${DECISION}`,
  },
  domain: {
    regex: layerImport('domain'),
    message: `This layer never imports domain/. ${DECISION}`,
  },
  components: {
    regex: layerImport('components'),
    message: `This layer never imports components/. ${DECISION}`,
  },
  server: {
    regex: layerImport('server'),
    message: `This layer never imports server/ (it must stay free of server code). ${DECISION}`,
  },
  ui: { regex: layerImport('ui'), message: `lib/ and i18n/ never import ui/. ${DECISION}` },
  db: {
    regex: '^#db(/|$)',
    message: `lib/ stays pure: it never imports the database schema. ${DECISION}`,
  },
  platform: {
    regex: '^(\\.\\./)+platform(/|$)',
    message: `app/ is an ordinary React Router application: it never imports the serving platform (platform/), which passes it what it needs. See docs/decisions/038-compiled-server.md.`,
  },
  app: {
    regex: '^(~/(?!lib/)|(\\.\\./)+app/(?!lib/))',
    message: `db/ depends only on db/ (and pure modules of app/lib if it must). ${DECISION}`,
  },
}

// Addresses keep the page's language (docs/decisions/017-languages.md): links and server
// redirects go through the app's own Link/NavLink (~/ui/link) and redirectTo
// (~/server/redirect.server), which put /ar in front of a site address on an Arabic page.
const languageKeepingImports = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink'],
    message:
      'Import Link and NavLink from ~/ui/link: they keep the page language. See docs/decisions/017-languages.md.',
  },
  {
    name: 'react-router',
    importNames: ['redirect'],
    message:
      'Use redirectTo(request, to) from ~/server/redirect.server: it keeps the request language. See docs/decisions/017-languages.md.',
  },
]

// Islands run on pages without React (docs/decisions/023-pages-without-hydration.md): plain
// DOM code that imports no React and no app folder but lib/ (the server writes their texts).
const ISLAND = `An island is plain DOM code: pages without hydration load no React, no catalog. ${DECISION}`
const islandRule = [
  'error',
  {
    paths: ['react', 'react-dom', 'react-dom/client', 'react-router'].map((name) => ({
      name,
      message: ISLAND,
    })),
    patterns: [
      forbidden.root.regex,
      forbidden.db.regex,
      forbidden.platform.regex,
      ...['routes', 'domain', 'components', 'server', 'ui', 'i18n'].map(layerImport),
    ].map((regex) => ({ regex, message: ISLAND })),
  },
]

// The form checks' chunk (decision 030) loads when a form is first entered, not with the
// page: it may import the schemas (domain/*/schema) and the message keys, still no React.
const islandChecksRule = [
  'error',
  {
    paths: islandRule[1].paths,
    patterns: [
      forbidden.root.regex,
      forbidden.db.regex,
      forbidden.platform.regex,
      ...['routes', 'components', 'server', 'ui'].map(layerImport),
      '^(~/|(\\.\\./)+)domain/(?![\\w/-]*schema$)',
      '^(~/|(\\.\\./)+)i18n(?!/(message-keys|locale|en)$)',
    ].map((regex) => ({ regex, message: ISLAND })),
  },
]

// Every package the code imports is declared in package.json, so an upgrade of another
// package cannot take it away. The app and server.ts run from `dependencies` only (a production
// install may omit the rest); tests, benchmarks, build scripts and tool configs may also use
// `devDependencies`. The backup and restore scripts run on production machines.
const devDependencyFiles = [
  'tests/**',
  'bench/**',
  'scripts/**',
  '**/*.test.{ts,tsx}',
  '*.config.{ts,js}',
  'app/routes.ts',
]
const productionScripts = ['scripts/db-backup.ts', 'scripts/db-restore.ts']
const declaredImports = (devDependencies) => [
  'error',
  { devDependencies, optionalDependencies: false, peerDependencies: false },
]

/** The rule for one layer: each named folder is off limits. */
const mayNotImport = (...names) => [
  'error',
  {
    paths: languageKeepingImports,
    patterns: [...names, 'platform'].map((name) => forbidden[name]),
  },
]

/** The serving platform (platform/) uses the app's infrastructure, never its pages. */
const PLATFORM = `The serving platform imports the app's server/, db/, lib/ and i18n/, never its routes, domain, components or UI. See docs/decisions/038-compiled-server.md.`
const platformRule = [
  'error',
  {
    patterns: [
      forbidden.root.regex,
      '^(~/|(\\.\\.?/)+(app/)?)(routes|domain|components|ui)(/|$)',
    ].map((regex) => ({ regex, message: PLATFORM })),
  },
]

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'playwright-report/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-extraneous-dependencies': declaredImports(devDependencyFiles) },
  },
  {
    files: productionScripts,
    rules: { 'import-x/no-extraneous-dependencies': declaredImports(false) },
  },
  // The import layers. A file matched by several entries gets the last one, so each entry
  // repeats the ~/root rule.
  {
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/routes/**', 'app/root.tsx', 'app/routes.ts', 'app/entry.*'],
    rules: { 'no-restricted-imports': mayNotImport('root', 'routes') },
  },
  // Routes may import every layer, but not the links and redirects that lose the language.
  {
    files: ['app/routes/**/*.{ts,tsx}', 'app/root.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: languageKeepingImports, patterns: [forbidden.platform] },
      ],
    },
  },
  {
    files: ['app/server/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': mayNotImport('root', 'routes', 'domain', 'components') },
  },
  {
    files: ['app/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': mayNotImport('root', 'routes', 'domain', 'server') },
  },
  {
    files: ['app/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': mayNotImport('root', 'routes', 'domain', 'components', 'server'),
    },
  },
  {
    files: ['app/lib/**/*.{ts,tsx}', 'app/i18n/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': mayNotImport(
        'root',
        'routes',
        'domain',
        'components',
        'server',
        'ui',
        'db',
      ),
    },
  },
  {
    files: ['app/islands/**/*.ts'],
    rules: { 'no-restricted-imports': islandRule },
  },
  {
    files: ['app/islands/form-validation.ts', 'app/islands/form-schemas.ts'],
    rules: { 'no-restricted-imports': islandChecksRule },
  },
  {
    files: ['db/**/*.ts'],
    rules: { 'no-restricted-imports': mayNotImport('app') },
  },
  {
    files: ['platform/**/*.ts', 'server.ts'],
    rules: { 'no-restricted-imports': platformRule },
  },
)
