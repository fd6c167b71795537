/**
 * Where a build keeps what it made from the sources and can reuse: rendered figures (lib/figures/render.mjs)
 * and the pages' cuts of the math font (lib/mdx/math-font.mjs), each under its own folder, named by a hash
 * of what it was made from. `node_modules/.cache/noether` by default, so a fresh install starts empty and
 * `npm ci` clears it; BUILD_CACHE_DIR moves it (the bench measures a cold build that way).
 */
import path from 'node:path'

/** @param {'figures' | 'math-cuts'} kind @param {string} [root] */
export const buildCacheDir = (kind, root = process.cwd()) =>
  path.join(process.env.BUILD_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'noether'), kind)
