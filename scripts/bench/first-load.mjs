/**
 * First-load JavaScript of one exported page, measured one way for every bench (scripts/bench.mjs and
 * scripts/bench/weight.mjs): gzip -9 of each distinct `<script src>` file the page's HTML names (module
 * scripts and nomodule polyfills apart) and of its inline scripts (the RSC payload) together.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export const gz = (buf) => gzipSync(buf, { level: 9 }).length

/** The HTML file an export holds for a route ('/' or '/mathematics/abstract-algebra'). */
export const htmlOf = (dir, route) => path.join(dir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`)

/** @returns {{ files: number, jsGzip: number, nomoduleGzip: number, inlineGzip: number } | null} */
export function firstLoad(dir, route) {
  const file = htmlOf(dir, route)
  if (!existsSync(file)) return null
  const html = readFileSync(file, 'utf8')
  const tags = [...new Map([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((m) => [m[1], m[0]])).entries()]
  const size = (list) =>
    list.filter(([src]) => src.startsWith('/')).reduce((n, [src]) => n + gz(readFileSync(path.join(dir, decodeURIComponent(src.split('?')[0])))), 0)
  const nomodule = tags.filter(([, tag]) => /\snomodule\b/i.test(tag))
  const modules = tags.filter((t) => !nomodule.includes(t))
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  return { files: modules.length, jsGzip: size(modules), nomoduleGzip: size(nomodule), inlineGzip: gz(Buffer.from(inline)) }
}
