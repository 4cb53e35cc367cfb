#!/usr/bin/env bash
# Sets up what is missing, builds the release app and serves it on http://127.0.0.1:8080/
# (PORT=… for another port). If the build fails, it stops with the build's error and serves nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:${CARGO_HOME:-$HOME/.cargo}/bin:$HOME/.cargo/bin:$PATH"
port="${PORT:-8080}"

printf '\n==> Building the release app (trunk build --release)\n'
if ! trunk build --release; then
  printf '\nrun: the build failed (its error is above), so nothing is served. scripts/setup.sh installs the tools and crates it needs: run it again if one is missing, then scripts/run.sh.\n' >&2
  exit 1
fi

# dist/ is exactly what deploys (service worker and Content-Security-Policy included), served as
# a production host should (gzip, cache headers): see scripts/serve.mjs. After a rebuild
# (`trunk build --release`), a reload of the open page says that the new version is ready.
printf '\n==> Serving dist/: open http://127.0.0.1:%s/\n' "$port"
exec node scripts/serve.mjs --port "$port"
