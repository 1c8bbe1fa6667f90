import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional()

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    APP_URL: optionalUrl,
    /** Default: `info`, `silent` under NODE_ENV=test. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),

    DATABASE_URL: optionalUrl,
    /** PGlite data directory; `memory://` keeps the database in memory (tests). */
    PGLITE_DIR: z.string().min(1).default('./data/db'),
    /** Test/inspection aid: also serve the embedded database over the PostgreSQL protocol on this local port. */
    PGLITE_SOCKET_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * Test aid: a PGlite data-directory dump (tar) an in-memory database starts from instead of
     * an empty one, so each test file skips initdb and the migrations (docs/decisions/051).
     */
    PGLITE_TEMPLATE: optionalText,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),

    AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
    ADMIN_EMAIL: z.email().max(254).default('admin@example.com'),
    // The first Administrator's password: a staff password, so 12 characters at least (decision 036).
    ADMIN_PASSWORD: optionalText.pipe(
      z.string().min(12, 'must be at least 12 characters (a staff password)').max(128).optional(),
    ),
    /** true: every staff member must set up two-factor sign-in before any admin screen opens. */
    STAFF_REQUIRE_2FA: z.enum(['true', 'false']).default('false'),

    UPLOAD_DIR: z.string().min(1).default('./data/uploads'),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),

    SMTP_URL: optionalUrl,
    /** Without SMTP_URL, each e-mail is written here as a .eml file instead (decision 036). */
    MAIL_DIR: z.string().min(1).default('./data/mail'),
    MAIL_FROM: z.string().min(3).default('UAE Invest <no-reply@example.com>'),
    NOTIFY_EMAIL: z.email().default('info@example.com'),

    REDIS_URL: optionalUrl,
    /** Anonymous public pages served from a cache of rendered HTML (docs/decisions/021). */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** The longest a cached page is served before it is rendered again, admin edits or not. */
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /**
     * Threads that render anonymous public pages for the request thread (decision 031);
     * unset: one per core (none on a single core). 0 renders everything on the request thread.
     */
    RENDER_THREADS: optionalText.pipe(
      z.coerce.number<string | undefined>().int().min(0).max(16).optional(),
    ),
    /** Requests per window for public form posts from one IP. */
    FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    TRUST_PROXY: z.string().default('loopback'),
    /** Serves Prometheus metrics at /metrics to requests with `Authorization: Bearer <token>`. */
    METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
  })
  .transform((env) => ({
    ...env,
    LOG_LEVEL: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction: env.NODE_ENV === 'production',
    isTest: env.NODE_ENV === 'test',
  }))

export type Env = z.infer<typeof EnvSchema>

/** Reads and validates the environment; throws a message naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
  )
  throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`)
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv()
  return cached
}
