import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Slugger from 'github-slugger'
import { describe, expect, it, vi } from 'vitest'
import { resolveFieldRef } from '@/lib/catalogue'
import { buildSearchIndex, shardBoundaries } from '@/lib/search/build-index'
import { documentsOf, mathWords, readSearchDocuments, routeOf, type SearchDocument } from '@/lib/search/documents'
import { FullTextIndex } from '@/lib/search/full-text'
import { indexFiles } from '@/lib/search/index-files'
import { metaPath, parseMeta, parseShard, parseTexts, shardOf, shardPath, textPath } from '@/lib/search/index-format'
import { parseQuery } from '@/lib/search/match'

const mdx = [
  'Intro with $x^2$ math and **bold idea**.',
  '',
  '## Core ideas',
  '',
  '<Definition title="Group">',
  '',
  'A **group** is a set with an operation.',
  '',
  '</Definition>',
  '',
  '```python',
  'secret_code = 1',
  '```',
  '',
  '### Core ideas',
  '',
  'Again, with `inline code` and $\\varepsilon > 0$ and $\\mathrm{NSPACE}(s)$.',
  '',
  "## Lagrange's theorem",
  '',
  '<Theorem title="Lagrange">',
  '',
  'The order of a subgroup divides the order of the group.',
  '',
  '</Theorem>',
  '',
  '<Problem title="Orders" answer={4}>',
  'What orders can a subgroup of a group of order 8 have?',
  '<Hint>Divisors of eight.</Hint>',
  '<Solution>1, 2, 4 and 8: spoiler text.</Solution>',
  '</Problem>',
].join('\n')

const facts = { title: 'Abstract Algebra', description: 'Groups, rings, fields', topics: ["Lagrange's theorem", 'cosets'] }
const docs = documentsOf('/mathematics/abstract-algebra', facts, mdx)

describe('readSearchDocuments', () => {
  it("names a field page with the catalogue's title, description and topics, any other page with its frontmatter's", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'noether-documents-'))
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, 'content', rel)), { recursive: true })
      writeFileSync(path.join(root, 'content', rel), text)
    }
    write('physics/optics.mdx', '---\nrelated: [physics/electromagnetism]\n---\n\nLight.\n')
    write('learn.mdx', '---\ntitle: Learn\ndescription: Every field, in order\n---\n\nStart here.\n')
    const pages = readSearchDocuments(root).filter((d) => d.kind === 'page')
    const optics = resolveFieldRef('physics/optics')!
    expect(pages).toMatchObject([
      { route: '/learn', name: 'Learn', context: 'Every field, in order', keywords: [], text: 'Start here.' },
      { route: '/physics/optics', name: optics.title, context: optics.description, keywords: [...optics.topics], text: 'Light.' },
    ])
  })
})

describe('documentsOf', () => {
  it('gives the page, its sections and its named blocks, in reading order', () => {
    expect(docs.map((d) => [d.kind, d.name])).toEqual([
      ['page', 'Abstract Algebra'],
      ['section', 'Core ideas'],
      ['block', 'Group'],
      ['section', 'Core ideas'],
      ['section', "Lagrange's theorem"],
      ['block', 'Lagrange'],
      ['block', 'Orders'],
    ])
  })

  it('anchors sections as Nextra slugs headings and blocks at their numbered ids', () => {
    const slugger = new Slugger()
    expect(docs.filter((d) => d.kind === 'section').map((d) => d.anchor)).toEqual(['core-ideas', 'core-ideas-1', slugger.slug("Lagrange's theorem")])
    expect(docs.filter((d) => d.kind === 'block').map((d) => [d.tag, d.anchor])).toEqual([
      ['Definition 1', 'definition-1'],
      ['Theorem 2', 'theorem-2'],
      ['Problem 1', 'problem-1'],
    ])
  })

  it('keeps prose, bold terms and the words of inline math; leaves out code, hints and solutions', () => {
    expect(docs[0]?.text).toContain('bold idea')
    expect(docs[0]?.keywords).toEqual(["Lagrange's theorem", 'cosets', 'bold idea'])
    expect(docs[2]?.keywords).toEqual(['group'])
    expect(docs[3]?.text).toContain('epsilon')
    expect(docs[3]?.text).toContain('NSPACE')
    expect(docs.map((d) => d.text).join(' ')).not.toMatch(/secret_code|spoiler|Divisors/)
    expect(docs[6]?.text).toContain('subgroup of a group of order 8')
  })

  it('places a block in its section and every document in its page and subject', () => {
    expect(docs[5]?.context).toBe("Lagrange's theorem")
    expect(docs[4]?.scope).toBe('Abstract Algebra Mathematics')
  })

  it('maps files to routes', () => {
    expect(routeOf('mathematics/abstract-algebra.mdx')).toBe('/mathematics/abstract-algebra')
    expect(routeOf('solve/index.mdx')).toBe('/solve')
    expect(routeOf('index.mdx')).toBe('/')
  })

  it('reads the words of formulas', () => {
    expect(mathWords('\\mathrm{DTIME}(n^k) \\le \\log n').replace(/\s+/g, ' ').trim()).toBe('DTIME (n k) log n')
  })
})

describe('the index files', () => {
  const built = buildSearchIndex('en-US', docs)

  it('pass the checks the browser makes, which refuse stale or damaged files', () => {
    const json = JSON.parse(JSON.stringify(built.meta))
    expect(parseMeta(json)).toEqual(built.meta)
    for (const shard of built.shards) expect(parseShard(JSON.parse(JSON.stringify(shard)))).toEqual(shard)
    expect(built.texts).toHaveLength(1)
    expect(parseTexts(built.texts[0])).toHaveLength(docs.length)
    expect(() => parseMeta({ ...json, version: 1 })).toThrow(/version 1/)
    expect(() => parseMeta({ ...json, docs: { ...json.docs, name: json.docs.name.slice(1) } })).toThrow(/differ in length/)
    expect(() => parseMeta('<html>')).toThrow(/not an object/)
    expect(() => parseShard({ group: [1, 2, 3] })).toThrow(/bad postings/)
    expect(() => parseShard({ group: [-1, 2] })).toThrow(/bad postings/)
    expect(() => parseTexts([1])).toThrow(/not a list/)
  })

  it('store only the anchors a reader could not derive, and derive the same ones back', async () => {
    expect(built.meta.docs.anchor.filter(Boolean)).toEqual([])
    const files = indexFiles(built)
    const full = await FullTextIndex.open('en-US', async (p) => files.get(p))
    const expected = docs.map((d) => (d.anchor ? `${d.route}#${d.anchor}` : d.route))
    expect(docs.map((_, id) => full.doc(id).href)).toEqual(expected)
    expect(full.doc(5).context).toBe("Lagrange's theorem")
    expect(full.doc(0).context).toBe('Groups, rings, fields')
  })

  it('keep the opening of each text for excerpts', () => {
    const long = buildSearchIndex('en-US', [{ ...docs[0]!, text: 'word '.repeat(500) }])
    expect(long.texts[0]![0]!.length).toBeLessThanOrEqual(320)
  })

  it('file every term in the shard its two first letters select', () => {
    for (const [i, shard] of built.shards.entries()) for (const term of Object.keys(shard)) expect(shardOf(term, built.meta.shards)).toBe(i)
  })

  it('split into shards of about the target size, keys never split across shards', () => {
    const boundaries = shardBoundaries(new Map([['aa', 3], ['ab', 3], ['ba', 3], ['bb', 10], ['ca', 1]]), 6)
    expect(boundaries).toEqual(['aa', 'ba', 'bb', 'ca'])
  })
})

describe('FullTextIndex', () => {
  const manyDocs: SearchDocument[] = ['alpha', 'beta', 'gamma', 'delta', 'omega'].flatMap((word, i): SearchDocument[] => {
    const page = { route: `/p${i}`, pageTitle: `Page ${i}`, scope: '', context: '', keywords: [] }
    return [
      { ...page, kind: 'page', name: `Page ${i}`, text: '' },
      { ...page, kind: 'section', anchor: `${word}-section`, name: `${word} section`, text: `${word} appears here with zebra ${i}` },
    ]
  })
  const files = indexFiles(buildSearchIndex('en-US', manyDocs))
  const open = () => {
    const load = vi.fn(async (path: string) => files.get(path))
    return { load, index: FullTextIndex.open('en-US', load) }
  }

  it('fetches the metadata, then only the shards the query needs, each once', async () => {
    const { load, index } = open()
    const full = await index
    expect(load).toHaveBeenCalledWith(metaPath('en-US'))
    const terms = parseQuery('gamma')
    await full.ensure(terms)
    await full.ensure(terms)
    const shardCalls = load.mock.calls.filter(([p]) => p.includes('/terms-'))
    expect(shardCalls).toHaveLength(1)
    expect(full.missingShards(terms)).toEqual([])
    expect(full.search(terms).map((h) => h.href)).toEqual(['/p2#gamma-section'])
  })

  it('loads a page text on demand for excerpts', async () => {
    const { load, index } = open()
    const full = await index
    await full.ensure(parseQuery('delta'))
    const hit = full.search(parseQuery('delta'))[0]!
    expect(await full.text(hit.id)).toContain('delta appears here')
    expect(load).toHaveBeenCalledWith(textPath('en-US', 3))
  })

  it('forgets a failed shard so the next attempt fetches it again', async () => {
    let fail = true
    const load = vi.fn(async (path: string) => {
      if (path.includes('/terms-') && fail) throw new Error('offline')
      return files.get(path)
    })
    const full = await FullTextIndex.open('en-US', load)
    await expect(full.ensure(parseQuery('zebra'))).rejects.toThrow('offline')
    fail = false
    await full.ensure(parseQuery('zebra'))
    expect(full.search(parseQuery('zebra'))).toHaveLength(5)
    expect(full.search(parseQuery('zebra')).every((h) => h.kind === 'section')).toBe(true)
    expect(load.mock.calls.filter(([p]) => p === shardPath('en-US', 0) || p.includes('/terms-')).length).toBeGreaterThanOrEqual(2)
  })

  it('never fetches for a one-letter word still being typed', async () => {
    const { load, index } = open()
    const full = await index
    await full.ensure(parseQuery('z'))
    expect(load.mock.calls.filter(([p]) => p.includes('/terms-'))).toHaveLength(0)
  })
})
