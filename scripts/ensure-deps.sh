#!/usr/bin/env bash
# Installs the workspace's dependencies when node_modules is missing or older than package-lock.json.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
stamp=node_modules/.ofertas-installed
lock_hash=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_hash" ]; then
  # `npm install`, not `npm ci`: the registry mirror here lacks other platforms' optional packages
  # (e.g. @swc/core-darwin-*), so npm records none of them and `npm ci` refuses the lockfile.
  echo "Installing dependencies (npm install)…" >&2
  npm install --no-audit --no-fund >&2
  echo "$lock_hash" > "$stamp"
fi
