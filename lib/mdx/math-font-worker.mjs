/**
 * A worker thread of lib/mdx/math-font.mjs: cuts the math font for the characters it is sent and answers
 * with the WOFF2 bytes. Nearly all of a cut's time is WOFF2's Brotli (quality 11) and the one decoding of
 * the whole font, both in WebAssembly that holds the thread; here they run beside the compiler instead of
 * inside it, on a core the build otherwise leaves idle.
 */
import { readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import fontverter from 'fontverter'
import subsetFont from 'subset-font'

/** Each whole font decoded to sfnt once per worker. @type {Map<string, Promise<Buffer>>} */
const decoded = new Map()

parentPort?.on('message', async (/** @type {{ id: number, font: string, characters: string }} */ job) => {
  try {
    let sfnt = decoded.get(job.font)
    if (!sfnt) {
      sfnt = fontverter.convert(readFileSync(job.font), 'sfnt')
      decoded.set(job.font, sfnt)
    }
    const cut = await subsetFont(await sfnt, job.characters, { targetFormat: 'woff2' })
    parentPort?.postMessage({ id: job.id, cut })
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
