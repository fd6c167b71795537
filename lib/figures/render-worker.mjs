/**
 * A child process of scripts/render-figures.ts: renders the figures it is sent into the shared cache, one
 * at a time (each process has its own TeX engine), and answers with the size or the error.
 */
import { cachedRender } from './render.mjs'

process.on('message', async (/** @type {{ id: number, kind: any, source: string }} */ job) => {
  try {
    const svg = await cachedRender(job.kind, job.source)
    process.send?.({ id: job.id, bytes: Buffer.byteLength(svg) })
  } catch (error) {
    process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) })
  }
})
