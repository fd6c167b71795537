#!/usr/bin/env node
/**
 * Runs the Firebase emulators offline (Auth, Firestore, and Hosting serving out/).
 *   node scripts/emulators.mjs [--only auth,firestore,hosting] [--seed]        start until Ctrl+C
 *   node scripts/emulators.mjs [--only ...] exec "CMD"                          start, run CMD, stop; exit with CMD's code
 * The Firestore emulator is the one from Debian's google-cloud-cli-firestore-emulator package (firebase-tools
 * cannot download its own JAR offline), run through a small wrapper JAR with a Main-Class, on a Java >= 21
 * runtime. On a machine with internet access and no such package, firebase-tools' own download is used.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const firebase = path.join(root, 'node_modules', '.bin', 'firebase')
const project = JSON.parse(readFileSync(path.join(root, '.firebaserc'), 'utf8')).projects.default

const DEBIAN_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const JAVA_HOMES = ['/usr/lib/jvm/temurin-25-jdk-amd64', '/usr/lib/jvm/temurin-21-jdk-amd64', '/usr/lib/jvm/java-21-openjdk-amd64']
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'

function fail(message) {
  console.error(`emulators: ${message}`)
  process.exit(1)
}

/** `java -version` output (Java prints it on stderr); empty when there is no java. */
function javaVersionText(javaBin) {
  const result = spawnSync(javaBin, ['-version'], { encoding: 'utf8' })
  return `${result.stdout ?? ''}${result.stderr ?? ''}`
}

/** PATH and FIRESTORE_EMULATOR_BINARY_PATH that make firebase-tools run Debian's Firestore emulator. */
function firestoreEnv() {
  const javaHome = JAVA_HOMES.find((home) => existsSync(path.join(home, 'bin', 'java')))
  const env = {}
  if (javaHome) env.PATH = `${path.join(javaHome, 'bin')}:${process.env.PATH}`
  else {
    const version = javaVersionText('java')
    const major = Number(/version "(\d+)/.exec(version)?.[1] ?? 0)
    if (major < 21) fail(`the Firestore emulator needs Java 21 or newer; found ${major || 'none'}. Install a JDK 21+ (e.g. temurin-25-jdk).`)
  }
  if (existsSync(DEBIAN_JAR)) {
    const wrapper = path.join(root, 'build', 'firestore-wrapper.jar')
    if (!existsSync(wrapper)) {
      const jar = javaHome ? path.join(javaHome, 'bin', 'jar') : 'jar'
      mkdirSync(path.dirname(wrapper), { recursive: true })
      const manifest = path.join(root, 'build', 'firestore-manifest.txt')
      writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: file:${DEBIAN_JAR}\n`)
      try {
        execFileSync(jar, ['cfm', wrapper, manifest], { stdio: 'inherit' })
      } catch {
        fail(`could not build ${wrapper} with ${jar}: a JDK (not only a JRE) is needed.`)
      }
    }
    env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper
  } else if (process.env.NOETHER_OFFLINE !== '0') {
    console.warn(`emulators: ${DEBIAN_JAR} not found; firebase-tools will try to download the Firestore emulator (needs internet).`)
  }
  return env
}

const argv = process.argv.slice(2)
let only = ['auth', 'firestore']
const onlyAt = argv.indexOf('--only')
if (onlyAt >= 0) only = (argv.splice(onlyAt, 2)[1] ?? '').split(',').filter(Boolean)
const seed = argv.includes('--seed')
if (seed) argv.splice(argv.indexOf('--seed'), 1)
const [mode = 'start', ...rest] = argv

if (!existsSync(firebase)) fail('firebase-tools is not installed: run `npm install` first.')
if (only.includes('hosting') && !existsSync(path.join(root, 'out', 'index.html'))) fail('out/ has no export yet: run `npm run build` first.')
// Hosting serves the export with the headers the build wrote for it (a CSP per page: lib/hosting/headers.ts).
const config = only.includes('hosting') ? ['--config', 'firebase.build.json'] : []
if (config.length && !existsSync(path.join(root, 'firebase.build.json'))) fail('firebase.build.json is missing: run `npm run build` first.')

// The emulators load the rules firebase.json names, build/firestore.rules, written for this environment.
if (only.includes('firestore')) {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  execFileSync(tsx, [path.join('scripts', 'firestore-rules.ts'), '--out', path.join('build', 'firestore.rules')], { cwd: root, stdio: 'inherit' })
}

const env = {
  ...process.env,
  CI: process.env.CI ?? 'true',
  NO_UPDATE_NOTIFIER: '1',
  FIREBASE_CLI_EXPERIMENTS: '',
  ...(only.includes('firestore') ? firestoreEnv() : {}),
}

const seedCmd = `node ${path.join('scripts', 'seed.mjs')}`
let args
if (mode === 'exec') {
  const cmd = seed ? `${seedCmd} && ${rest.join(' ')}` : rest.join(' ')
  args = ['emulators:exec', ...config, '--only', only.join(','), '--project', project, cmd]
} else if (seed) {
  // Start, seed, and keep running: exec with a command that never ends until Ctrl+C.
  args = ['emulators:exec', ...config, '--only', only.join(','), '--project', project, `${seedCmd} && node -e "setInterval(() => {}, 1 << 30)"`]
} else {
  args = ['emulators:start', ...config, '--only', only.join(','), '--project', project]
}

const child = spawn(firebase, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env })
// Pass everything through except the hosting emulator's access log (one line per request).
const accessLog = /^i {2}hosting: \S+ - - \[/
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
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
