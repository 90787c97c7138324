#!/usr/bin/env bash
# `npm test`: every test of the project. Unit and HTTP tests (Jest projects: contracts, backend on the
# embedded database and, when DATABASE_URL is set, on PostgreSQL too, and the front ends), then the
# end-to-end tests in Chromium against the production build. Ends with one 'N passed, N failed' line.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node24.sh
bash scripts/ensure-deps.sh || exit 1
bash scripts/build-backend.sh || exit 1
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"
out=$(mktemp -d)
status=0
npx jest --ci --maxWorkers=2 --json --outputFile="$out/unit.json" "$@" || status=1
if [ -f e2e/jest.config.js ] && [ -z "${SKIP_E2E:-}" ]; then
  npx jest --ci -c e2e/jest.config.js --json --outputFile="$out/e2e.json" || status=1
fi
node -e '
  const fs = require("fs"); let p = 0, f = 0, s = 0;
  for (const file of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(process.argv[1] + "/" + file, "utf8"));
    p += r.numPassedTests; f += r.numFailedTests + (r.numRuntimeErrorTestSuites || 0); s += r.numPendingTests;
  }
  console.log(`${p} passed, ${f} failed, ${s} skipped`);
' "$out"
exit $status
