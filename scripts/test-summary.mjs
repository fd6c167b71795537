#!/usr/bin/env node
/** Prints one closing line over the Vitest and Playwright JSON reports: "total: N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: missing (that suite did not run)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    console.log(`vitest (${file}): ${report.numPassedTests} passed, ${report.numFailedTests} failed`)
  } else if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped: s = 0 } = report.stats
    passed += expected + flaky
    failed += unexpected
    skipped += s
    console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`)
  }
}
console.log(`total: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
