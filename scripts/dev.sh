#!/usr/bin/env bash
# Installs the npm packages when needed, starts the Auth and Firestore emulators with the demo learner
# (demo@noether.dev / noether-demo-1), and runs the site at http://localhost:3000 against them.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi
exec node scripts/emulators.mjs --only auth,firestore --seed exec "npx next dev --turbopack"
