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

# Node 22, the oldest supported line (decision 044): the unit tests, then the built site started
# and asked for pages and a form. .ci/run sets NODE_OLDEST_BIN to its bin folder; typecheck
# already holds the code to Node 22's API (@types/node follows it). Without NODE_OLDEST_BIN (a
# developer's `npm test`) the step is skipped.
if [ -z "${NODE_OLDEST_BIN:-}" ]; then
  step 'the oldest Node line: skipped, NODE_OLDEST_BIN is not set'
else
  step "unit tests and the built site on Node $("$NODE_OLDEST_BIN/node" --version)"
  PATH="$NODE_OLDEST_BIN:$PATH" npx vitest run --project unit
  PATH="$NODE_OLDEST_BIN:$PATH" npx tsx scripts/check-production-tree.ts
fi

step 'end-to-end tests (Chromium)'
npx playwright test
