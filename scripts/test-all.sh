#!/usr/bin/env bash
# Every test tier, in the order a failure is cheapest to find. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
server_url="${TEST_DATABASE_URL:-${DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/postgres}}"

step() { printf '\n=== %s\n' "$*"; }

step "prisma generate"
npm run --silent db:generate

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "unit tests (domain, repository checks, the web's client)"
npx vitest run --project domain --project repo --project web

# Tests that start, kill or stop processes against a deadline run alone; the rest of each tier runs beside the other
# (each tier is one worker, so the two share the machine's cores instead of queueing).
alone=(apps/api/src/server.test.ts apps/api/tools/crash/crash.test.ts packages/db/src/dataDirLock.test.ts)
on_pglite() { env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project integration "$@"; }
on_server() { TEST_DATABASE_URL="$server_url" npx vitest run --project integration "$@"; }
exclude=(); for file in "${alone[@]}"; do exclude+=(--exclude "$file"); done

step "integration tests on PGlite (embedded) and on PostgreSQL at ${server_url%%\?*}, side by side"
logs=$(mktemp -d)
# The real-file corpora run once, on PostgreSQL (the import's own tests cover the embedded database).
on_pglite "${exclude[@]}" --exclude apps/api/src/routes/tomCorpus.test.ts >"$logs/pglite.log" 2>&1 & pglite=$!
on_server "${exclude[@]}" >"$logs/server.log" 2>&1 & server=$!
pglite_status=0; wait "$pglite" || pglite_status=$?
server_status=0; wait "$server" || server_status=$?
printf '\n--- PGlite (embedded)\n'; cat "$logs/pglite.log"
printf '\n--- PostgreSQL\n'; cat "$logs/server.log"
# Either tier failing stops here (a bare `[ ] && [ ]` would slip past set -e).
if [ "$pglite_status" -ne 0 ] || [ "$server_status" -ne 0 ]; then exit 1; fi

step "integration tests that start and stop processes, alone: PGlite, then PostgreSQL"
on_pglite "${alone[@]}"
on_server "${alone[@]}"

step "next build"
npm run --silent build -w @tcg/web

step "end-to-end tests in Chromium"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: installing Debian's package"
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
npm run --silent test:e2e

step "all test tiers passed"
