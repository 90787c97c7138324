#!/usr/bin/env bash
# Compiles contracts and backend; tsc's incremental build info makes an up-to-date build a no-op.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
npx tsc -p contracts/tsconfig.build.json --incremental --tsBuildInfoFile contracts/dist/.tsbuildinfo
npx tsc -p backend/tsconfig.build.json --incremental --tsBuildInfoFile backend/dist/.tsbuildinfo
