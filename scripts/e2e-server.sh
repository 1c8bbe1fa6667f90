#!/usr/bin/env bash
# Starts the production build on a fresh embedded database for the Playwright suite.
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
exec node build/platform/server.js
