#!/usr/bin/env bash
# `npm start`: installs what is missing, builds what is stale, then serves the whole site on one origin
# (API, shell and every remote) with the embedded database, filled with sample data on first start.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node24.sh
bash scripts/ensure-deps.sh
bash scripts/build-backend.sh
if [ -f scripts/build-frontends.mjs ]; then node scripts/build-frontends.mjs; fi
export NODE_ENV="${NODE_ENV:-production}"
exec node backend/dist/main.js
