#!/usr/bin/env bash
# npm run bench:peers [-- harness options]: plays whole simulated events with our pairRound beside the
# npm Swiss engines, using the harness in ../shared/bench-swiss (copied to a scratch folder; nothing of it is committed).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
harness="${BENCH_SWISS_DIR:-$root/../shared/bench-swiss}"
[ -d "$harness" ] || { echo "bench:peers needs the harness at $harness (or BENCH_SWISS_DIR)"; exit 1; }
scratch="$(mktemp -d)"
cp -r "$harness/." "$scratch"
(cd "$scratch" && npm ci --silent --no-audit --no-fund)
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--sizes 8,32,128,512,1024 --cap 60)
cd "$root"
PROJECT_SWISS_MODULE="$root/bench/swissHarnessEngine.ts" PROJECT_SWISS_EXPORT=pairHarnessRound \
  npm --prefix "$scratch" run bench -- --engines project,tournament-organizer,tournament-pairings,swiss-pairing,greedy-baseline \
  --out "$scratch/results/peers.json" "${args[@]}"
echo "peer comparison written to $scratch/results/peers.md"
cat "$scratch/results/peers.md"
