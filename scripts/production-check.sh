#!/usr/bin/env bash
# The production install, as README "Production" describes it: the committed files plus the built dist/, then
# `npm ci --omit=dev --omit=optional` (optional: better-auth names drizzle-kit, which needs tsx, as an optional
# peer): no TypeScript compiler, no Vite, no test tools. Serves the site and the API with `npm run server` on
# NODE_ENV=production without loading the S3 or Stripe SDKs, takes an online backup with `npm run backup`, and
# stops cleanly.
# Run after `npm run build` (CI runs it after `npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/node/server.mjs ] && [ -f dist/client/_prerendered.json ] || { echo "run npm run build first" >&2; exit 1; }

dir=$(mktemp -d /tmp/umbra-production.XXXXXX)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

git archive HEAD | tar -x -C "$dir"
cp -r dist "$dir/dist"
cd "$dir"
npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error
# sharp's prebuilt binary is an optional package: installed by name, at the lock's version (scripts/sharp-platform.mjs).
# shellcheck disable=SC2046
npm install --no-save --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error \
  $(node scripts/sharp-platform.mjs)
for dev in tsx typescript vite vitest esbuild @playwright/test; do
  if [ -e "node_modules/$dev" ]; then echo "FAIL: the production install holds the dev dependency $dev" >&2; exit 1; fi
done
echo "production install: $(du -sm node_modules | cut -f1) MB of node_modules, no dev dependencies"

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export PORT=$port HOST=127.0.0.1 DATA_DIR="$dir/data" NODE_ENV=production LOG_LEVEL=warn \
  AUTH_SECRET=production-check-secret-of-at-least-32-chars PUBLIC_URL="http://127.0.0.1:$port"
# Every module the server imports is recorded: without S3 or Stripe configured, their SDKs never load.
IMPORT_LOG="$dir/imports.txt" node --import ./scripts/record-imports.mjs dist/node/server.mjs &
server=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/ready" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { echo "FAIL: the server exited" >&2; exit 1; }
  sleep 0.5
done
expect() { # expect <path> <text it must contain>
  local body
  body=$(curl -sf --compressed "http://127.0.0.1:$port$1") || { echo "FAIL: GET $1" >&2; exit 1; }
  grep -q "$2" <<<"$body" || { echo "FAIL: GET $1 lacks $2" >&2; exit 1; }
}
expect /api/ready '"status":"ready"'
expect / '<html lang="en"'
expect /de/services '<html lang="de"'
expect /api/settings/public '{'
grep -q "node_modules/hono/" "$dir/imports.txt" || { echo "FAIL: the import log is empty" >&2; exit 1; }
if grep -E "node_modules/(stripe|@aws-sdk)/" "$dir/imports.txt"; then
  echo "FAIL: the server loaded the Stripe or AWS SDK without being configured for them" >&2
  exit 1
fi
npm run --silent backup -- "$dir/backup.tar"
[ -s "$dir/backup.tar" ] || { echo "FAIL: no backup archive" >&2; exit 1; }
kill -TERM "$server"
wait "$server" || { echo "FAIL: the server did not stop cleanly" >&2; exit 1; }
server=""
echo "production check passed: npm run server and npm run backup without dev dependencies"
