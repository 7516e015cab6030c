#!/usr/bin/env bash
# npm run bench:peers: plays whole simulated events with our pairRound beside the npm Swiss engines, using the
# harness in ../shared/bench-swiss (copied to a scratch folder; nothing of it is committed), over the grid of
# issue #30 (8–128 players, draw rates 0–12 %, drop rates 0–5 %), and prints the grid (bench/swissPeerGrid.ts).
#   npm run bench:peers                  the whole grid; `-- --readme` also writes it into README.md
#   npm run bench:peers -- --harness ... one plain harness run with the given harness options instead
#   npm run bench:peers -- --rule-cost   what top-down cohesion and the bye rule cost per cell (bench/swissRuleCost.ts)
# Grid settings (environment): PEER_DRAWS, PEER_DROPS (comma lists), PEER_RUNS ("sizes:events" groups, space separated),
# by default draws 0,0.05,0.12, drops 0,0.02,0.05 and "8,12:2000 16:1000 24,32:200 64:50 128:20".
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
harness="${BENCH_SWISS_DIR:-$root/../shared/bench-swiss}"
[ -d "$harness" ] || { echo "bench:peers needs the harness at $harness (or BENCH_SWISS_DIR)"; exit 1; }
scratch="$(mktemp -d)"
cp -r "$harness/." "$scratch"
(cd "$scratch" && npm ci --silent --no-audit --no-fund)
cd "$root"
export PROJECT_SWISS_MODULE="$root/bench/swissHarnessEngine.ts" PROJECT_SWISS_EXPORT=pairHarnessRound
engines=project,tournament-organizer,tournament-pairings,swiss-pairing

if [ "${1:-}" = "--harness" ]; then
  shift
  npm --prefix "$scratch" run bench -- --engines "$engines,greedy-baseline" --out "$scratch/results/peers.json" "$@"
  cat "$scratch/results/peers.md"
  exit 0
fi

if [ "${1:-}" = "--rule-cost" ]; then
  BENCH_SWISS_HARNESS="$scratch" node --import tsx bench/swissRuleCost.ts
  exit 0
fi
BENCH_SWISS_HARNESS="$scratch" node --import tsx bench/swissPeerGrid.ts "$@"
