#!/usr/bin/env bash
# Sets up what is missing, builds the release app and serves it on http://127.0.0.1:8080/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
port="${PORT:-8080}"
echo
echo "==> Building and serving Grundy Lab: open http://127.0.0.1:$port/ once the build finishes (Ctrl+C stops)."
# No live reload: Trunk would inject an inline script, which the release build's
# Content-Security-Policy forbids; without it this serves exactly what dist/ deploys, service worker
# included (after a rebuild, the page says a reload brings the new version).
exec trunk serve --release --no-autoreload --address 127.0.0.1 --port "$port"
