#!/usr/bin/env bash
# Every benchmark with its full samples, after the release build: the suite (every game's heaviest
# workload, wasm beside native), the single features' benchmarks and Lighthouse on five routes.
# Tables are printed and written under target/bench/; `scripts/bench.sh --write-docs` also
# refreshes the suite's and Lighthouse's tables in docs/benchmarks.md.
#   scripts/bench.sh [--write-docs] [--only=game,game]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$HOME/.cargo/bin:$PATH"

printf '\n==> Release build (trunk build --release)\n'
trunk build --release

mkdir -p target/bench
printf '\n==> Benchmark suite: every game, wasm beside native\n'
node e2e/bench-suite.mjs "$@"

if [ $# -eq 0 ] || [ "$*" = --write-docs ]; then
  for bench in e2e/bench*.mjs; do
    case "$bench" in
      e2e/bench-suite.mjs) continue ;;
      # Lighthouse writes its own table (target/bench/lighthouse.md) and, when asked, the docs'.
      e2e/bench-lighthouse.mjs) printf '\n==> %s\n' "$bench"; node "$bench" "$@"; continue ;;
    esac
    printf '\n==> %s\n' "$bench"
    node "$bench" | tee "target/bench/$(basename "$bench" .mjs).txt"
  done
fi
