#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints the seconds since the suite began, so a slow step shows in CI's log.
started=$SECONDS
step() { printf '\n\033[1m== %s (%ss) ==\033[0m\n' "$1" "$((SECONDS - started))"; }
trap 'step "finished"' EXIT

step 'lint'
npx eslint . --max-warnings=0
npx prettier --check . > /dev/null || { npx prettier --check . | tail -20; exit 1; }

step 'typecheck'
npx react-router typegen
npx tsc --noEmit

step 'unit tests'
npx vitest run --project unit

step 'integration tests (PGlite)'
env -u TEST_DATABASE_URL npx vitest run --project integration

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step 'integration tests (PostgreSQL)'
  npx vitest run --project integration
else
  step 'integration tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set'
fi

step 'build'
npm run build
npx tsx scripts/check-client-bundle.ts
npx tsx scripts/check-js-budgets.ts
npx tsx scripts/check-production-tree.ts

step 'end-to-end tests (Chromium)'
npx playwright test
