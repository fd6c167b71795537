#!/usr/bin/env bash
# Installs everything the tests need (npm packages, Debian's Chromium) and runs every suite
# (`npm test` runs them without installing):
# typecheck, lint, unit + component tests, security-rules tests against the Firestore emulator, the build
# with its content and link checks, and Playwright end-to-end tests against the export served by the
# Firebase Hosting emulator with the Auth and Firestore emulators behind it.
set -euo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-true}" NEXT_TELEMETRY_DISABLED=1 NO_UPDATE_NOTIFIER=1

install=1
[ "${1:-}" = "--no-install" ] && install=0

if [ "$install" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium from Debian for the browser tests..."
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi
# npm ci refuses this lockfile: the registry mirror here has no other-platform optional binaries
# (e.g. @next/swc-darwin-arm64), so the lock cannot list them. npm install still installs the locked versions.
[ "$install" = 1 ] && npm install --no-audit --no-fund --loglevel=error

status=0
npm run typecheck || status=1
npm run lint || status=1
npx vitest run --project unit --reporter=default --reporter=json --outputFile=reports/vitest.json || status=1
node scripts/emulators.mjs --only firestore exec "npx vitest run --project rules --reporter=default --reporter=json --outputFile=reports/rules.json" || status=1
if npm run build; then
  PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npm run test:e2e -- --reporter=list,json || status=1
else
  status=1
fi
node scripts/test-summary.mjs reports/vitest.json reports/rules.json reports/playwright.json || status=1
exit $status
