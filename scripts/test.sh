#!/usr/bin/env bash
# Sets up what is missing, then runs every check: formatting, clippy (native and wasm32), native
# tests, browser tests, the release build, end-to-end tests and the benchmarks.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh --test
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n==> %s\n' "$*"; }

step "Formatting (cargo fmt --check)"
cargo fmt --check

step "Clippy, native"
cargo clippy --all-targets -- -D warnings

step "Clippy, wasm32"
cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
# With the split points of the Trunk build (ui::pages) too.
cargo clippy --target wasm32-unknown-unknown --features split -- -D warnings

step "Native tests: engine, games, properties, architecture"
cargo test

step "Browser tests: components in headless Chromium (wasm-bindgen-test)"
cargo test --target wasm32-unknown-unknown --test 'browser*'

step "Release build (trunk build --release)"
trunk build --release

step "Benchmark suite: every game's heaviest workload, wasm beside native (refreshes README.md's table)"
node e2e/bench-suite.mjs

step "Benchmarks of single features"
for bench in e2e/bench*.mjs; do
  [ "$bench" = e2e/bench-suite.mjs ] || node "$bench"
done

step "End-to-end tests: the release build in headless Chromium (screenshots in target/screenshots/)"
node --test --test-concurrency=1 e2e/*.test.mjs
