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

step "unit tests (domain, repository checks)"
npx vitest run --project domain --project repo

step "integration tests on PGlite (embedded)"
env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run --project integration

step "integration tests on PostgreSQL at ${server_url%%\?*}"
TEST_DATABASE_URL="$server_url" npx vitest run --project integration

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
