#!/usr/bin/env bash
# Installs the npm packages when needed and runs the site locally at http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi
exec npm run dev
