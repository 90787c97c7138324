#!/usr/bin/env bash
# Feed import before and after on one machine state (issue 15): the import command of an older commit (default
# 7cb2748, the code issue 15 was filed on) and of this checkout, in turn, each with its own `import:feed` Node
# flags: a first import into a new PostgreSQL database, then the next day's feed straight after it (no
# checkpoint between them, unlike bench/import.mjs, so refreshes read quicker here than there). Prints rows/s
# as each command reports them, the command's peak RSS, and what each left (price_history rows, live products).
#   bash bench/before-after.sh [--rows 100000] [--pairs 1] [--commit 7cb2748]
# Needs bench/import.mjs --rows N run once first (it writes both feeds) and this checkout's backend built. The
# older commit is built in a worktree under /tmp, its node_modules linked to this checkout's (its own
# workspace packages excepted).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
source scripts/node24.sh
rows=100000
pairs=1
commit=7cb2748
while [ $# -gt 0 ]; do
  case "$1" in
    --rows) rows=$2; shift 2 ;;
    --pairs) pairs=$2; shift 2 ;;
    --commit) commit=$2; shift 2 ;;
    *) echo "unknown argument $1" >&2; exit 2 ;;
  esac
done
for f in "feed-$rows" "feed-$rows-refresh"; do
  [ -f "bench/out/$f.csv.gz" ] || { echo "bench/out/$f.csv.gz is missing: run node bench/import.mjs --rows $rows once" >&2; exit 1; }
done
base=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
admin() { PGOPTIONS="-c client_min_messages=warning" psql "$base" -qAtc "$1"; }
db=ofertas_before_after
url=${base%/*}/$db

old=/tmp/ofertas-before-$commit
if [ ! -f "$old/backend/dist/cli/import-feed.js" ]; then
  rm -rf "$old"
  git worktree prune
  git worktree add -f --detach "$old" "$commit" >/dev/null
  mkdir "$old/node_modules"
  for e in node_modules/* node_modules/.bin; do
    [ "$(basename "$e")" = "@ofertas" ] || ln -s "$ROOT/$e" "$old/node_modules/$(basename "$e")"
  done
  # The workspace links are relative (../../contracts): copied, they name the older commit's own packages.
  cp -a node_modules/@ofertas "$old/node_modules/"
  [ -d backend/node_modules ] && ln -sfn "$ROOT/backend/node_modules" "$old/backend/node_modules"
  (cd "$old" && npm run build -w contracts >/dev/null && npm run build -w backend >/dev/null)
fi

# The Node flags (and environment) of a checkout's `npm run import:feed`, for a PostgreSQL run.
flagsOf() { node -e 'const s = require(process.argv[1]).scripts["import:feed"]; console.log(s.slice(s.lastIndexOf("node ") + 5).split(/\s+/).filter((t) => t.startsWith("--")).join(" "))' "$1/backend/package.json"; }
envOf() { node -e 'const s = require(process.argv[1]).scripts["import:feed"]; const m = [...s.matchAll(/export (\w+)=\$\{\w+:-([^}]*)\}/g)]; console.log(m.map((x) => x[1] + "=" + x[2]).join(" ") || "NO_ENV=1")' "$1/backend/package.json"; }

run() {
  local label=$1 dir=$2
  local flags envs
  flags=$(flagsOf "$dir")
  envs=$(envOf "$dir")
  admin "DROP DATABASE IF EXISTS $db WITH (FORCE)"
  admin "CREATE DATABASE $db"
  local data
  data=$(mktemp -d)
  for phase in first refresh; do
    local feed="feed-$rows"
    [ "$phase" = refresh ] && feed="feed-$rows-refresh"
    local out
    # shellcheck disable=SC2086 # flags and envs are lists of words
    out=$(cd "$dir/backend" && env $envs DATABASE_URL="$url" NODE_ENV=production SEED=never DATA_DIR="$data" \
      /usr/bin/time -f 'peak %M' node $flags dist/cli/import-feed.js "$ROOT/bench/out/$feed.csv.gz" 2>&1 || true)
    local rate peak
    rate=$(grep -o '([0-9]* rows/s)' <<<"$out" | tail -1 | tr -d '()')
    peak=$(grep -o '^peak [0-9]\+' <<<"$out" | tail -1 | awk '{ printf "%d MB", $2 / 1024 }')
    printf '%-7s %-8s %s rows: %s, peak RSS %s\n' "$label" "$phase" "$rows" "${rate:-failed}" "$peak"
  done
  printf '%-7s left    %s price_history rows, %s live products\n' "$label" \
    "$(psql "$url" -qAtc 'SELECT count(*) FROM price_history')" "$(psql "$url" -qAtc 'SELECT count(*) FILTER (WHERE active) FROM product')"
  rm -rf "$data"
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); before = $commit ($(flagsOf "$old")), after = $(git rev-parse --short HEAD) ($(flagsOf "$ROOT"))"
for ((i = 1; i <= pairs; i++)); do
  run before "$old"
  run after "$ROOT"
done
admin "DROP DATABASE IF EXISTS $db WITH (FORCE)"
