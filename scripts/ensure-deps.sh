#!/usr/bin/env bash
# Installs the workspace's dependencies when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
stamp=node_modules/.ofertas-installed
lock_hash=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  echo "Installing dependencies (npm ci)…" >&2
  npm ci --no-audit --no-fund >&2
  echo "$lock_hash" > "$stamp"
fi
