/**
 * Fails the build when any internal link or asset in out/ points nowhere (anchors included).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { checkExportLinks } from '../lib/links/export-links'

const root = process.cwd()
const firebase = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'))
const problems = await checkExportLinks(path.join(root, 'out'), firebase.hosting.redirects ?? [])
if (problems.length > 0) {
  console.error(`Export link check failed: ${problems.length} broken link(s):`)
  for (const p of problems.slice(0, 200)) console.error(`  - ${p}`)
  process.exit(1)
}
console.log('Export link check passed: every internal href and src resolves.')
