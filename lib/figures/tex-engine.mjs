/**
 * TeX in WebAssembly for TikZ figures, driven through node-tikzjax's own parts (its WebAssembly TeX, the
 * memory image of a TeX with LaTeX and TikZ loaded, its TeX file tree, its preamble and its DVI-to-SVG
 * converter), run the way a build renders forty figures in a row rather than one:
 *   - the WebAssembly module is compiled once per process, not once per figure;
 *   - one 72 MB memory is reset from the image for each figure instead of allocating a new one (a fresh
 *     allocation per figure made the garbage collector the bottleneck: two processes side by side ran
 *     ~1.4× slower each);
 *   - the TeX files are handed to the engine up front, so TeX never pauses to ask for one.
 * node-tikzjax's `tex2svg` does none of these; its output for the same input is the same.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

const require = createRequire(import.meta.url)

/**
 * @typedef {{ texPackages?: Record<string, string>, tikzLibraries?: string, addToPreamble?: string }} TexOptions
 * @typedef {{ library: any, getTexPreamble: (o: TexOptions) => string, dvi2svg: (dvi: Buffer, o: object) => Promise<string>,
 *   image: Uint8Array, compiled: WebAssembly.Module, files: Map<string, Buffer>, memory: WebAssembly.Memory }} Engine
 */

/** @type {Promise<Engine> | undefined} */
let engine

async function start() {
  const library = require('node-tikzjax/dist/library')
  const bootstrap = require('node-tikzjax/dist/bootstrap')
  const { dvi2svg } = require('node-tikzjax/dist/dvi2svg')
  const dir = path.join(path.dirname(require.resolve('node-tikzjax/package.json')), 'tex')
  const image = gunzipSync(readFileSync(path.join(dir, 'core.dump.gz')))
  const compiled = await WebAssembly.compile(gunzipSync(readFileSync(path.join(dir, 'tex.wasm.gz'))))
  // node-tikzjax unpacks its TeX file tree into memory; keep every file by the name TeX asks for.
  await bootstrap.load()
  const tree = bootstrap.dumpMemfs()
  const files = new Map(
    /** @type {string[]} */ (tree.readdirSync('/tex_files')).map((name) => [name, /** @type {Buffer} */ (tree.readFileSync(`/tex_files/${name}`))]),
  )
  const memory = new WebAssembly.Memory({ initial: library.pages, maximum: library.pages })
  return { library, getTexPreamble: bootstrap.getTexPreamble, dvi2svg, image, compiled, files, memory }
}

/** Serialises renders: the engine's JavaScript side is one per process. */
let queue = Promise.resolve()

/**
 * Runs TeX on a document body and converts the DVI to SVG.
 * @param {string} body from `\begin{document}` to `\end{document}`
 * @param {TexOptions} options
 * @param {(line: string) => void} [onLog] TeX's console, line by line
 * @returns {Promise<string>}
 */
export function texToSvg(body, options, onLog) {
  const run = async () => {
    engine ??= start()
    const { library, getTexPreamble, dvi2svg, image, compiled, files, memory } = await engine
    for (const [name, content] of files) library.writeFileSync(name, content)
    library.writeFileSync('input.tex', Buffer.from(getTexPreamble(options) + body))
    new Uint8Array(memory.buffer).set(image)
    library.setMemory(memory.buffer)
    library.setInput(' input.tex \n\\end\n')
    library.setFileLoader(async (/** @type {string} */ name) => files.get(path.basename(name)) ?? Promise.reject(new Error(`no TeX file ${name}`)))
    if (onLog) library.setShowConsole()
    const original = console.log
    if (onLog) console.log = (...args) => args.join(' ').split('\n').forEach(onLog)
    let dvi
    try {
      const instance = await WebAssembly.instantiate(compiled, { library, env: { memory } })
      await library.executeAsync(instance.exports)
      dvi = Buffer.from(library.readFileSync('input.dvi'))
    } catch {
      throw new Error('TeX produced no DVI')
    } finally {
      console.log = original
      library.deleteEverything()
    }
    return dvi2svg(dvi)
  }
  const result = queue.then(run, run)
  queue = result.then(
    () => undefined,
    () => undefined,
  )
  return result
}
