#!/usr/bin/env bash
# Installs what Grundy Lab needs to build (and, with --test, to test), skipping what is already there.
# Safe to run again. Versions are pinned here and in Cargo.toml / Trunk.toml / package.json.
set -euo pipefail
cd "$(dirname "$0")/.."
# Tools that `cargo install` puts in CARGO_HOME (when set) and in ~/.cargo must be found below.
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$HOME/.cargo/bin:$PATH"

TRUNK_VERSION=0.21.14
with_browser=false
[ "${1:-}" = "--test" ] && with_browser=true

step() { printf '\n==> %s\n' "$*"; }
die() { printf '\nsetup: %s\n' "$*" >&2; exit 1; }

command -v cargo >/dev/null || die "cargo is missing: install Rust with rustup (https://rustup.rs), then run this again."
command -v rustup >/dev/null || die "rustup is missing: the wasm32 target is added with rustup."
command -v npm >/dev/null || die "npm is missing: install Node.js 20 or later, then run this again."

step "Rust target wasm32-unknown-unknown"
if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  echo "already installed"
else
  rustup target add wasm32-unknown-unknown
fi

step "Trunk $TRUNK_VERSION"
if command -v trunk >/dev/null && trunk --version | grep -q " $TRUNK_VERSION"; then
  echo "already installed: $(trunk --version)"
else
  echo "building Trunk from crates.io (about 7 minutes on 2 cores)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

# The CLI must equal the wasm-bindgen crate in Cargo.lock exactly.
wb_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
[ -n "$wb_version" ] || die "could not read the wasm-bindgen version from Cargo.lock"
step "wasm-bindgen CLI $wb_version"
if command -v wasm-bindgen >/dev/null && wasm-bindgen --version | grep -q " $wb_version\$" \
   && command -v wasm-bindgen-test-runner >/dev/null; then
  echo "already installed: $(wasm-bindgen --version)"
else
  # Not --locked: its lockfile pins a webpki-roots version the registry no longer serves.
  cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

# The splitter of the Trunk build (scripts/split-wasm.mjs): the version wasm_split_helpers in
# Cargo.toml is pinned with.
WASM_SPLIT_VERSION=0.2.3
step "wasm-split-cli $WASM_SPLIT_VERSION"
# It has no --version: cargo's list of installed crates says which one is there (in CARGO_HOME,
# or in ~/.cargo when CARGO_HOME points elsewhere, as in .ci/run's empty registry).
split_installed() {
  local home
  for home in "${CARGO_HOME:-$HOME/.cargo}" "$HOME/.cargo"; do
    CARGO_HOME="$home" cargo install --list 2>/dev/null \
      | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:" && return 0
  done
  return 1
}
if command -v wasm-split-cli >/dev/null && split_installed; then
  echo "already installed: wasm_split_cli_support $WASM_SPLIT_VERSION"
else
  echo "building wasm-split-cli from crates.io (about 2 minutes on 2 cores)"
  cargo install wasm_split_cli_support --version "$WASM_SPLIT_VERSION" --features build-binary --locked
fi

# Trunk builds with `cargo build --offline` (Trunk.toml: it must never try to download tools), so
# every crate of Cargo.lock must be here first: a fresh machine's cargo registry is empty.
step "Crates of Cargo.lock (cargo fetch --locked)"
cargo fetch --locked

step "npm tooling (wasm-opt from binaryen, esbuild, playwright-core, axe-core, lighthouse)"
if [ -x node_modules/.bin/wasm-opt ] && [ -d node_modules/playwright-core ] \
   && [ node_modules/.package-lock.json -nt package-lock.json ]; then
  echo "already installed"
else
  npm ci --no-audit --no-fund
fi

# The release build pre-renders the pages' text with Chromium (scripts/prerender.mjs): the run
# command needs it too. The tests add chromedriver, Japanese fonts (without them the Japanese
# screenshots show boxes instead of text), and g++ and python3, which run the lessons' code cards
# (tests/code_cards.rs).
packages=(chromium)
$with_browser && packages+=(chromium-driver fonts-noto-cjk g++ python3)
step "Debian packages: ${packages[*]}"
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "already installed: $(chromium --version 2>/dev/null | head -n 1)"
elif [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
else
  die "${missing[*]} are needed. Install them (on Debian: sudo apt-get install ${missing[*]}), then run this again."
fi

step "Setup done"
