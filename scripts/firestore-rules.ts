/**
 * Writes the generated block of firestore.rules (see lib/firebase/rules-config.ts) for this environment:
 *   npx tsx scripts/firestore-rules.ts              update firestore.rules in place (demo values unless the
 *                                                   NEXT_PUBLIC_* production settings are set)
 *   npx tsx scripts/firestore-rules.ts --out FILE   write the complete rules to FILE (the emulators and the
 *                                                   deploy use build/firestore.rules, see firebase.json)
 *   npx tsx scripts/firestore-rules.ts --check      exit 1 when firestore.rules is out of date
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderRulesBlock, rulesConfig, withGeneratedBlock } from '../lib/firebase/rules-config'

const root = path.resolve(import.meta.dirname, '..')
const source = path.join(root, 'firestore.rules')
const args = process.argv.slice(2)
const out = args.includes('--out') ? path.resolve(args[args.indexOf('--out') + 1] ?? '') : source

const current = readFileSync(source, 'utf8')
const next = withGeneratedBlock(current, renderRulesBlock(rulesConfig(process.env, root)))

if (args.includes('--check')) {
  if (next !== current) {
    console.error('firestore.rules is out of date: run npm run rules')
    process.exit(1)
  }
  console.log('firestore.rules is up to date.')
} else {
  mkdirSync(path.dirname(out), { recursive: true })
  writeFileSync(out, next)
  console.log(`Wrote ${path.relative(root, out)}.`)
}
