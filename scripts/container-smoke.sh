#!/usr/bin/env bash
# Reproduces the Dockerfile's runtime stage without a Docker engine (none runs here), on the
# image's Node major (24; fetched from the npm registry by scripts/ensure-node24.sh when the
# machine's node is older): production install of the built output in a temporary folder, then
# with one DATA_DIR volume, as a non-root user when run as root:
#  1. the image's CMD, `node build/server.js` (custom server): the start log names the data
#     mode, where codes go, the port and the catalogue, and prints the dev outbox's link with
#     its per-start key (without the key the outbox is a 404); /healthz, /readyz, a redirect, a
#     page; SIGTERM stops it cleanly;
#  2. the same image under remix-serve (`remix-serve build/server/index.js`, ADR 019) on the
#     same volume: the catalogue is found, not seeded again; the same checks, a CSP nonce on the
#     page; SIGTERM stops it cleanly.
# Run after `npm run build`. SMOKE_PORT picks the port (default: one in 4700-4799).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f build/server.js ] && [ -f build/server/index.js ] || { echo "run npm run build first" >&2; exit 1; }

node24=$(bash scripts/ensure-node24.sh)
major=$("$node24" -p 'process.versions.node.split(".")[0]')
[ "$major" = "24" ] || [ "$major" -gt 24 ] || { echo "container smoke: need Node 24, got $major" >&2; exit 1; }
base_image=$(sed -n 's/^FROM node:\([0-9]*\)-slim AS runtime$/\1/p' Dockerfile)
[ "$base_image" = "$major" ] || { echo "container smoke: Dockerfile runtime is node:$base_image, smoke runs Node $major" >&2; exit 1; }
npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"

pid=""
work=$(mktemp -d /tmp/container-smoke.XXXXXX)
trap 'if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$work"' EXIT
cp package.json package-lock.json .npmrc "$work/"
# npm itself on Node 24 too, so the install sees the image's runtime.
(cd "$work" && "$node24" "$npm_cli" ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
cp -r build "$work/build"
mkdir -p "$work/api/db" "$work/data"
cp -r api/db/migrations "$work/api/db/migrations"
cp "$node24" "$work/node" # the image's /usr/local/bin/node

run_as=()
if [ "$(id -u)" = "0" ] && command -v setpriv >/dev/null; then
  chown -R nobody:nogroup "$work/data"
  chmod -R o+rX "$work"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
port=${SMOKE_PORT:-$((4700 + RANDOM % 100))}
passed=0

fail() {
  cat "$work/server.log" >&2
  echo "container smoke ($1): $2" >&2
  exit 1
}

# $1: label; rest: the command, run in the image's WORKDIR with the image's environment.
start() {
  local label=$1
  shift
  (cd "$work" && exec env -i PATH="$work:/usr/bin:/bin" HOME=/tmp NODE_ENV=production PORT=$port PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" SEED_SCALE=small \
    "${run_as[@]}" "$@" >"$work/server.log" 2>&1) &
  pid=$!
  for _ in $(seq 1 180); do
    curl -fs "http://127.0.0.1:$port/healthz" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || fail "$label" "server exited"
    sleep 1
  done
  fail "$label" "/healthz never answered"
}

check() {
  local label=$1
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || fail "$label" "/readyz not ready"
  [ "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$port/")" = "302 http://127.0.0.1:$port/cn/" ] || fail "$label" "/ does not redirect to /cn/"
  local headers
  headers=$(curl -fs -D - -o /dev/null "http://127.0.0.1:$port/en/") || fail "$label" "/en/ failed"
  grep -qi "^content-security-policy: .*script-src 'nonce-" <<<"$headers" || fail "$label" "no CSP nonce on /en/"
  grep -qi "^x-content-type-options: nosniff" <<<"$headers" || fail "$label" "no security headers on /en/"
  grep -q "data: embedded PGlite in $work/data" "$work/server.log" || fail "$label" "start log does not name the data mode"
  grep -q "port $port;" "$work/server.log" || fail "$label" "start log does not name the port"
  # No gateway or SMTP configured: codes go to the dev outbox (answered to this machine only).
  grep -q "codes: SMS to the dev outbox" "$work/server.log" || fail "$label" "start log does not say where codes go"
  local link
  link=$(grep -o "http://localhost:$port/dev/outbox?key=[A-Za-z0-9_-]*" "$work/server.log" | head -n 1)
  [ -n "$link" ] || fail "$label" "start log has no dev outbox link with its key"
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/dev/outbox.json")" = "404" ] || fail "$label" "dev outbox answers without its key"
  curl -fs -o /dev/null "http://127.0.0.1:$port/dev/outbox.json?key=${link##*key=}" || fail "$label" "dev outbox refuses the key its start log printed"
  grep -Eq "catalogue: [0-9]+ countries, [0-9]+ cities, [0-9]+ schools, [0-9]+ apartments, [0-9]+ rooms" "$work/server.log" || fail "$label" "start log does not give the catalogue size"
}

stop() {
  local label=$1
  kill -TERM "$pid"
  for _ in $(seq 1 15); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
  if kill -0 "$pid" 2>/dev/null; then fail "$label" "did not stop on SIGTERM"; fi
  local code=0
  wait "$pid" || code=$?
  pid=""
  [ "$code" = "0" ] || fail "$label" "exit code $code after SIGTERM"
  passed=$((passed + 1))
  echo "container-smoke: $label ok (Node $("$node24" -v))"
}

start "custom server" node --max-semi-space-size=16 build/server.js
check "custom server"
stop "custom server"

start "remix-serve" node --max-semi-space-size=16 node_modules/@remix-run/serve/dist/cli.js build/server/index.js
check "remix-serve"
grep -q "Seeding" "$work/server.log" && fail "remix-serve" "seeded again: the volume's catalogue was not kept"
stop "remix-serve"

echo "container-smoke: $passed passed, 0 failed"
