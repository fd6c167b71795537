#!/usr/bin/env node
/**
 * Serves the static export (out/) through the Firebase Hosting emulator, so redirects, headers and the
 * 404 page are the deployed ones.
 *   node scripts/hosting-emulator.mjs            serve until Ctrl+C (http://127.0.0.1:5050)
 *   node scripts/hosting-emulator.mjs exec CMD   start it, run CMD against it, stop it, exit with CMD's code
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const firebase = path.join(root, 'node_modules', '.bin', 'firebase')
const project = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects.default

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error('out/ has no export yet: run `npm run build` first.')
  process.exit(1)
}
if (!existsSync(firebase)) {
  console.error('firebase-tools is not installed: run `npm ci` first.')
  process.exit(1)
}

const [mode = 'serve', ...rest] = process.argv.slice(2)
const args =
  mode === 'exec'
    ? ['emulators:exec', '--only', 'hosting', '--project', project, rest.join(' ')]
    : ['emulators:start', '--only', 'hosting', '--project', project]

const child = spawn(firebase, args, {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env: { ...process.env, CI: process.env.CI ?? 'true', NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_EXPERIMENTS: '' },
})
// Pass everything through except the emulator's access log (one line per request), which drowns test output.
const accessLog = /^i {2}hosting: \S+ - - \[/
for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
  let pending = ''
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) if (!accessLog.test(line)) to.write(`${line}\n`)
  })
  from.on('end', () => pending && to.write(pending))
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill('SIGINT'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
