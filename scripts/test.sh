#!/usr/bin/env bash
# `npm test`: every test. Static checks, unit + API integration (PGlite), the API suite again
# on PostgreSQL when one is reachable, then the production build end to end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== typecheck and lint"
npx tsc --noEmit
npx eslint . --max-warnings 0
echo "== unit and integration (vitest, embedded PGlite)"
npx vitest run
if [ -f scripts/test-api-pg.sh ]; then
  echo "== API suite on PostgreSQL"
  bash scripts/test-api-pg.sh
fi
echo "== build"
npm run build --silent
echo "== end to end (Playwright, Debian Chromium)"
rm -rf .cache/e2e-data-* .cache/e2e-build-*
npx playwright test
