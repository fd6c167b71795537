/**
 * Each page's own cut of the math font, made at compile time from the formulas the page typesets.
 *
 * Noether Math (public/fonts/noether-math/noether-math.woff2, 92 KB) holds every glyph any page may need. A page
 * draws far fewer: abstract algebra's 491 formulas use 91 characters, and the cut that keeps them, with the
 * OpenType MATH table's size variants and stretchy parts for those glyphs, is about 16 KB. That cut is what the
 * page preloads and declares (components/mdx/math-font-face.tsx, styles/math.css); the whole font is only the
 * source the cuts are made from. Lighthouse counts every byte fetched before the page's first paint, and on a formula page the
 * math font was the largest of them.
 *
 * The cut is made by HarfBuzz's subsetter (the `subset-font` package), which keeps the MATH table and closes
 * it over variants, in a worker thread (math-font-worker.mjs). It is named by a hash of the font and the
 * characters, so identical cuts are shared, kept in the build cache, and written once under public/.
 */
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { decodeHTML } from 'entities'
import fg from 'fast-glob'
import { buildCacheDir } from '../build-cache.mjs'
import { MATH_FONT_URL, PAGE_FONT_PATH } from './math-font-names.mjs'

/**
 * MathML Core's italic mapping: browsers draw a one-letter `<mi>` (without `mathvariant`) in the
 * mathematical italic alphabet (`text-transform: math-auto`), so the cut needs those code points too.
 * Each row: first source code point, last, first target; then the single exceptions.
 */
const ITALIC_RANGES = [
  [0x41, 0x5a, 0x1d434], // A–Z
  [0x61, 0x7a, 0x1d44e], // a–z (h is an exception)
  [0x391, 0x3a9, 0x1d6e2], // Α–Ω
  [0x3b1, 0x3c9, 0x1d6fc], // α–ω
]
const ITALIC_SINGLES = new Map([
  [0x68, 0x210e], [0x131, 0x1d6a4], [0x237, 0x1d6a5], [0x3f4, 0x1d6f3], [0x2207, 0x1d6fb], [0x2202, 0x1d715],
  [0x3f5, 0x1d716], [0x3d1, 0x1d717], [0x3f0, 0x1d718], [0x3d5, 0x1d719], [0x3f1, 0x1d71a], [0x3d6, 0x1d71b],
])

/** The mathematical italic form a browser draws for a one-letter `<mi>`, or undefined when there is none. */
export function italicOf(/** @type {string} */ char) {
  const code = char.codePointAt(0) ?? 0
  const single = ITALIC_SINGLES.get(code)
  if (single) return String.fromCodePoint(single)
  for (const [first, last, target] of ITALIC_RANGES) {
    if (code >= first && code <= last && code !== 0x3a2) return String.fromCodePoint(target + code - first)
  }
  return undefined
}

/**
 * Every character the given MathML (Temml's markup) shows, sorted: the text of its elements and, for a
 * one-letter `<mi>` without a `mathvariant`, the italic letter the browser draws instead.
 * @param {Iterable<string>} markups @returns {string}
 */
export function mathCharacters(markups) {
  const chars = new Set()
  for (const markup of markups) {
    for (const text of markup.split(/<[^>]*>/)) for (const char of decodeHTML(text)) chars.add(char)
    for (const [, attributes, text] of markup.matchAll(/<mi((?:\s[^>]*)?)>([^<]*)<\/mi>/g)) {
      const letters = [...decodeHTML(text)]
      const italic = letters.length === 1 && !/\smathvariant=/.test(attributes) ? italicOf(letters[0]) : undefined
      if (italic) chars.add(italic)
    }
  }
  return [...chars].sort().join('')
}

/** @type {Map<string, Promise<string>>} */
const made = new Map()

/**
 * The URL of the page's cut for these characters. The first time, the cut is copied from the build cache
 * (lib/build-cache.mjs) or, failing that, made in a worker thread and kept there too, then written under
 * `public/`: a clean build with a kept cache cuts nothing.
 * @param {string} characters @param {{ root?: string }} [options] @returns {Promise<string>}
 */
export function pageMathFont(characters, { root = process.cwd() } = {}) {
  const font = path.join(root, 'public', MATH_FONT_URL)
  const name = createHash('sha256').update(wholeFontBytes(font)).update('\0').update(characters).digest('hex').slice(0, 16)
  const url = `${PAGE_FONT_PATH}/${name}.woff2`
  const file = path.join(root, 'public', url)
  let pending = made.get(file)
  // A cut removed while a dev server runs is made again; one still being written may be written twice,
  // which the rename makes harmless.
  if (!pending || !existsSync(file)) {
    pending = existsSync(file) ? Promise.resolve(url) : placeCut(font, characters, file, path.join(buildCacheDir('math-cuts', root), `${name}.woff2`)).then(() => url)
    made.set(file, pending)
    pending.catch(() => made.delete(file))
  }
  return pending
}

/** The whole font's bytes, which name the cuts, read once per process. @type {Map<string, Buffer>} */
const wholeFonts = new Map()

/** @param {string} file */
function wholeFontBytes(file) {
  let bytes = wholeFonts.get(file)
  if (!bytes) wholeFonts.set(file, (bytes = readFileSync(file)))
  return bytes
}

/** @param {string} font @param {string} characters @param {string} file @param {string} cached */
async function placeCut(font, characters, file, cached) {
  if (!existsSync(cached)) writeAtomically(cached, await cutInWorker(font, characters))
  mkdirSync(path.dirname(file), { recursive: true })
  copyAtomically(cached, file)
}

/** Compilers run in several processes: write aside, then rename, so no reader sees half a file. */
function writeAtomically(/** @type {string} */ file, /** @type {Uint8Array} */ bytes) {
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, bytes)
  renameSync(partial, file)
}

function copyAtomically(/** @type {string} */ from, /** @type {string} */ to) {
  const partial = `${to}.${process.pid}.partial`
  copyFileSync(from, partial)
  renameSync(partial, to)
}

/** One worker thread per process (lib/mdx/math-font-worker.mjs), kept alive only while it has cuts to make. */
let worker = /** @type {Worker | undefined} */ (undefined)
/** @type {Map<number, { resolve: (cut: Uint8Array) => void, reject: (error: Error) => void }>} */
const waiting = new Map()
let jobs = 0

/** @param {string} font @param {string} characters @returns {Promise<Uint8Array>} */
function cutInWorker(font, characters) {
  if (!worker) {
    const started = new Worker(new URL('./math-font-worker.mjs', import.meta.url))
    started.on('message', (/** @type {{ id: number, cut?: Uint8Array, error?: string }} */ answer) => {
      const job = waiting.get(answer.id)
      waiting.delete(answer.id)
      if (waiting.size === 0) started.unref()
      if (answer.cut) job?.resolve(answer.cut)
      else job?.reject(new Error(`cutting the math font failed: ${answer.error}`))
    })
    started.on('error', (error) => {
      for (const job of waiting.values()) job.reject(error)
      waiting.clear()
      worker = undefined
    })
    worker = started
  }
  worker.ref()
  const id = jobs++
  const promise = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }))
  worker.postMessage({ id, font, characters })
  return /** @type {Promise<Uint8Array>} */ (promise)
}

/**
 * Removes from an export the cuts no page names any more (left under public/ by earlier builds of changed
 * pages, or by tests), so only the fonts the site uses are deployed. Returns the files removed.
 * @param {string} outDir @returns {string[]}
 */
export function prunePageFonts(outDir) {
  const dir = path.join(outDir, PAGE_FONT_PATH)
  if (!existsSync(dir)) return []
  const named = new Set()
  for (const page of fg.sync('**/*.html', { cwd: outDir, absolute: true })) {
    for (const [url] of readFileSync(page, 'utf8').matchAll(new RegExp(`${PAGE_FONT_PATH}/[0-9a-f]{16}\\.woff2`, 'g'))) named.add(url)
  }
  const unused = readdirSync(dir).filter((name) => !named.has(`${PAGE_FONT_PATH}/${name}`))
  for (const name of unused) rmSync(path.join(dir, name))
  return unused
}
