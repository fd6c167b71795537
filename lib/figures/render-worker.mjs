/**
 * A child process of scripts/render-figures.ts: renders the figures it is sent into the shared cache, one
 * at a time (each process has its own TeX engine), and answers with the size or the error.
 */
import { cachedRender } from './render.mjs'

/** The figure being rendered: TeX in WebAssembly can throw outside the promise (a missing font). */
let current = /** @type {number | undefined} */ (undefined)

process.on('uncaughtException', (error) => {
  // The engine is in an unknown state: answer for the figure at hand, then stop; the parent starts no more work here.
  if (current !== undefined) process.send?.({ id: current, error: error.message, fatal: true })
  process.exitCode = 1
  process.disconnect?.()
})

process.on('message', async (/** @type {{ id: number, kind: any, source: string }} */ job) => {
  current = job.id
  try {
    const started = performance.now()
    const svg = await cachedRender(job.kind, job.source)
    process.send?.({ id: job.id, bytes: Buffer.byteLength(svg), ms: performance.now() - started })
  } catch (error) {
    process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  } finally {
    current = undefined
  }
})
