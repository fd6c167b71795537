/**
 * Builds the search index file from content/ (Node only; runs at build time in the route that emits
 * /search/{locale}.json, and in the bench and the export check).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import matter from 'gray-matter'
import type { SearchIndexFile, SearchLocale } from './index-file'
import { sectionsOf } from './sections'

/** The route of a content file: content/a/b.mdx is /a/b, content/a/index.mdx is /a. */
export function routeOf(relativeFile: string): string {
  const noExt = relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '')
  const route = `/${noExt}`.replace(/\/index$/, '')
  return route === '' ? '/' : route
}

export function buildSearchIndex(locale: SearchLocale, root = process.cwd()): SearchIndexFile {
  const dir = path.join(root, 'content')
  const files = fg.sync('**/*.mdx', { cwd: dir }).sort()
  const pages: SearchIndexFile['pages'] = {}
  for (const file of files) {
    const route = routeOf(file)
    const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'))
    const title = typeof data.title === 'string' ? data.title : route
    const description = typeof data.description === 'string' ? data.description : ''
    const keywords = Array.isArray(data.topics) ? data.topics.filter((t): t is string => typeof t === 'string') : []
    const { intro, sections } = sectionsOf(content)
    const entries: SearchIndexFile['pages'][string]['data'] = {}
    if (intro) entries[route] = { heading: title, text: intro }
    for (const s of sections) entries[`${route}#${s.anchor}`] = { heading: s.heading, text: s.text }
    pages[route] = { title, description, keywords, data: entries }
  }
  return { locale, pages }
}
