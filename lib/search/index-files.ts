/**
 * The index files of a locale by path, built once per process from content/ (Node only): what the
 * /search/** route writes into the export, and what the tests and the bench read.
 */
import { localeOfTag } from '@/lib/i18n/locales'
import { buildSearchIndex, type BuiltIndex } from './build-index'
import { readSearchDocuments } from './documents'
import { metaPath, shardPath, textPath, type SearchLocale } from './index-format'

const built = new Map<SearchLocale, Map<string, unknown>>()

export function indexFiles(built: BuiltIndex): Map<string, unknown> {
  const { locale } = built.meta
  const files = new Map<string, unknown>([[metaPath(locale), built.meta]])
  built.shards.forEach((shard, i) => files.set(shardPath(locale, i), shard))
  built.texts.forEach((texts, i) => files.set(textPath(locale, i), texts))
  return files
}

export function searchIndexFiles(locale: SearchLocale, root = process.cwd()): Map<string, unknown> {
  let files = built.get(locale)
  if (!files) {
    files = indexFiles(buildSearchIndex(locale, readSearchDocuments(root, localeOfTag(locale))))
    built.set(locale, files)
  }
  return files
}
