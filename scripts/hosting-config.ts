/**
 * Writes firebase.build.json: firebase.json with the header rules of this build (lib/hosting/headers.ts),
 * a Content Security Policy per exported page that allows exactly that page's inline scripts, and the
 * emulators' addresses only when the build targets them. The emulators (npm start, the end-to-end tests)
 * and the deploy use it: `firebase deploy --config firebase.build.json`. Runs at the end of `npm run build`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { firebaseSettings } from '../lib/firebase/config'
import { headerRules, inlineScriptHashes, routeOfHtml, type HeaderRule } from '../lib/hosting/headers'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: { headers: HeaderRule[] } }
const emulators = firebaseSettings(process.env).useEmulators

const files = fg.sync('**/*.html', { cwd: out }).sort()
const hashesOf = (file: string) => inlineScriptHashes(readFileSync(path.join(out, file), 'utf8'))
const pages = files.filter((f) => f !== '404.html').map((file) => ({ route: routeOfHtml(file), scriptHashes: hashesOf(file) }))
const config = { ...base, hosting: { ...base.hosting, headers: headerRules(base.hosting.headers, pages, hashesOf('404.html'), emulators) } }

writeFileSync(path.join(root, 'firebase.build.json'), `${JSON.stringify(config, null, 2)}\n`)
console.log(`Wrote firebase.build.json: ${pages.length} pages with their own script hashes${emulators ? ', for the emulators' : ''}.`)
