#!/usr/bin/env bash
# Reproduces the Dockerfile's runtime stage without a Docker engine (none runs here):
# production install of the built output in a temporary folder, start it as a non-root user
# with a fresh DATA_DIR volume, expect /healthz and /readyz to answer 200, then SIGTERM to
# stop it cleanly. Run after `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/server.js ] || { echo "run npm run build first" >&2; exit 1; }

pid=""
work=$(mktemp -d /tmp/container-smoke.XXXXXX)
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$work"' EXIT
cp package.json package-lock.json .npmrc "$work/"
(cd "$work" && npm install --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
cp -r build "$work/build"
mkdir -p "$work/api/db" "$work/data"
cp -r api/db/migrations "$work/api/db/migrations"

run_as=()
if [ "$(id -u)" = "0" ] && command -v setpriv >/dev/null; then
  chown -R nobody:nogroup "$work/data"
  chmod -R o+rX "$work"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
port=$((4300 + RANDOM % 500))
(cd "$work" && exec env -i PATH="$PATH" HOME=/tmp NODE_ENV=production PORT=$port DATA_DIR="$work/data" SEED_SCALE=small \
  "${run_as[@]}" node build/server.js >"$work/server.log" 2>&1) &
pid=$!

for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/server.log"; echo "container smoke: server exited" >&2; exit 1; }
  sleep 1
done
curl -fs "http://127.0.0.1:$port/healthz" >/dev/null || { cat "$work/server.log"; echo "container smoke: /healthz never answered" >&2; exit 1; }
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$work/server.log"; echo "container smoke: /readyz not ready" >&2; exit 1; }
curl -fs -o /dev/null "http://127.0.0.1:$port/cn/" || { cat "$work/server.log"; echo "container smoke: home failed" >&2; exit 1; }
kill -TERM "$pid"
for _ in $(seq 1 12); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
if kill -0 "$pid" 2>/dev/null; then echo "container smoke: did not stop on SIGTERM" >&2; exit 1; fi
echo "container-smoke: 1 passed, 0 failed"
