#!/usr/bin/env bash
# Starts the production build on a fresh database for the Playwright suite: a scratch
# PostgreSQL database when E2E_DATABASE_URL names one (playwright.config.ts sets it from
# TEST_DATABASE_URL; docs/decisions/051), else a fresh embedded one.
set -euo pipefail
cd "$(dirname "$0")/.."
# Each e2e server has its own data folder (the suite runs a second one with STAFF_REQUIRE_2FA).
data_dir="${E2E_DATA_DIR:-data/e2e}"
rm -rf "$data_dir"
export NODE_ENV=production
export PGLITE_DIR="./$data_dir/db"
export UPLOAD_DIR="./$data_dir/uploads"
export HOST=127.0.0.1
export APP_URL="http://127.0.0.1:${PORT}"
export FORM_RATE_LIMIT="${FORM_RATE_LIMIT:-1000}"
unset DATABASE_URL REDIS_URL S3_BUCKET
if [ -n "${E2E_DATABASE_URL:-}" ]; then
  node scripts/recreate-database.mjs "$E2E_DATABASE_URL"
  export DATABASE_URL="$E2E_DATABASE_URL"
fi
exec node build/platform/server.js
