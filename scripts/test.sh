#!/usr/bin/env bash
# `npm test`: every test. Static checks, unit + API integration (PGlite), the API suite again
# on PostgreSQL when one is reachable, then the production build end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
# Each phase prints the seconds since the start, so a slow phase shows in the CI log.
phase() { echo "== $1 (${SECONDS}s since the start)"; }
phase "typecheck and lint (side by side: each uses one core)"
npx tsc --noEmit & typecheck=$!
lint_ok=0; npx eslint . --max-warnings 0 || lint_ok=$?
wait "$typecheck"
[ "$lint_ok" = 0 ]
phase "unit and integration (vitest, embedded PGlite)"
npx vitest run
phase "API suite on PostgreSQL (skipped with a note when none answers)"
node scripts/test-api-pg.mjs
phase "build"
npm run build --silent
phase "system (servers on Node 24): remix-serve, two instances on PostgreSQL + Redis, graceful shutdown, faults (each skips with a note when it cannot run; under CI=1 a skip fails)"
npx vitest run -c vitest.system.config.ts
phase "end to end (Playwright, Debian Chromium)"
rm -rf .cache/e2e-data-* .cache/e2e-build-* .cache/e2e-remix-serve-*
npx playwright test
phase "container image steps (production install, start, health, SIGTERM)"
bash scripts/container-smoke.sh
echo "== all passed in ${SECONDS}s"
