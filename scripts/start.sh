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
# Young generation of 4 MB and a 256 MB old space: measured under bench/soak.mjs (50 connections) the
# default heap sizing let RSS drift from 280 to 400 MB on PostgreSQL; with these it stays near 160 MB.
exec node --max-semi-space-size=4 --max-old-space-size=256 backend/dist/main.js
