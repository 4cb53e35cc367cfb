#!/usr/bin/env bash
# The README's run command as a newcomer meets it: a fresh clone and an empty cargo registry
# (CARGO_HOME set to a new folder; the tools already installed stay on PATH). Runs scripts/run.sh,
# waits for the server, fetches the home page, its start-up script and its wasm, checks that the app's own markup comes
# back, and stops the server. Fails if the build fails, if nothing is served within the time limit,
# or if what is served is not the app.
#   scripts/check-run.sh              a fresh clone of this repository's HEAD in a temporary folder
#   scripts/check-run.sh --in-place   this tree, which must be a fresh clone itself (nothing
#                                     ignored or changed: no target/, dist/, node_modules/), as CI's
#                                     is; the test command then reuses its build
# CARGO_HOME may be set by the caller (.ci/run passes a fresh one that the tests then share).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${CHECK_RUN_PORT:-18080}"
limit="${CHECK_RUN_MINUTES:-40}"
server=""
cleanup() {
  if [ -n "$server" ]; then
    kill -- -"$server" 2>/dev/null || kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  printf '\ncheck-run: %s\n--- the last lines of scripts/run.sh ---\n' "$*" >&2
  tail -n 40 "$work/run.log" >&2 || true
  exit 1
}

if [ "${1:-}" = --in-place ]; then
  if [ -n "$(git -C "$repo" status --porcelain --ignored)" ]; then
    printf 'check-run: --in-place needs a fresh clone, and this tree has changed or ignored files:\n%s\n' \
      "$(git -C "$repo" status --porcelain --ignored | head -n 10)" >&2
    exit 1
  fi
  tree="$repo"
else
  git clone --quiet "$repo" "$work/clone"
  tree="$work/clone"
fi
# An empty registry unless the caller chose one (.ci/run passes a fresh one shared with the tests).
export CARGO_HOME="${CARGO_HOME:-$work/cargo-home}"
mkdir -p "$CARGO_HOME"
export PATH="$HOME/.cargo/bin:$PATH"
printf '==> scripts/run.sh in a fresh clone (%s), CARGO_HOME=%s, port %s\n' "$tree" "$CARGO_HOME" "$port"

# Its own process group, so the server and everything run.sh started stop together.
set -m
(cd "$tree" && PORT="$port" exec scripts/run.sh) >"$work/run.log" 2>&1 &
server=$!
set +m

# Until the server answers at all (any HTTP status), or run.sh stops, or the time is up.
deadline=$((SECONDS + limit * 60))
while true; do
  code="$(curl -sS -o "$work/index.html" -w '%{http_code}' "http://127.0.0.1:$port/" 2>/dev/null || true)"
  [ "$code" = 000 ] || [ -z "$code" ] || break
  kill -0 "$server" 2>/dev/null || fail "scripts/run.sh stopped before serving anything"
  [ $SECONDS -lt $deadline ] || fail "nothing was served within $limit minutes"
  sleep 2
done
printf '==> the server answered %s after %s s\n' "$code" "$SECONDS"
[ "$code" = 200 ] || fail "the home page answered HTTP $code, not the app"

grep -q '<title>Grundy Lab</title>' "$work/index.html" || fail "the page served has not the app's title"
# The start-up script (a file the page names: the release build has no inline script) names the
# wasm module, which it fetches after the first paint.
boot="$(grep -o '<script[^>]* src="[^"]*"' "$work/index.html" | grep -o 'src="[^"]*"' | head -n 1 | cut -d'"' -f2 || true)"
[ -n "$boot" ] || fail "the page served names no start-up script"
curl -fsS -o "$work/boot.js" "http://127.0.0.1:$port/${boot#/}" || fail "the start-up script $boot is not served"
wasm="$(grep -o '[^"'"'"' ]*_bg\.wasm' "$work/index.html" "$work/boot.js" -h | head -n 1 || true)"
[ -n "$wasm" ] || fail "neither the page served nor its start-up script names a wasm module"
type="$(curl -fsS -o /dev/null -w '%{content_type}' "http://127.0.0.1:$port/${wasm#/}")" \
  || fail "the wasm module $wasm is not served"
[ "$type" = application/wasm ] || fail "the wasm module is served as $type, not application/wasm"
printf '==> the app is served: <title>Grundy Lab</title>, %s as %s\n' "$wasm" "$type"
