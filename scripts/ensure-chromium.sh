#!/usr/bin/env bash
# Playwright drives Debian's Chromium: its own browser download cannot work on these machines.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium (apt-get)…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it, then run npm test again:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk" >&2
echo "(or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
