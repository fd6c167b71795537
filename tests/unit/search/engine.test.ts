/**
 * The ranking over the real content, through the same engine the dialog runs: the cases a reader meets
 * first (the benchmark, `npm run bench:search`, measures the whole query set in the browser).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '@/lib/search/engine'
import { searchIndexFiles } from '@/lib/search/index-files'
import { flatItems } from '@/lib/search/results'

let engine: SearchEngine
const loaded: string[] = []

beforeAll(() => {
  const files = searchIndexFiles('en-US')
  engine = new SearchEngine('en-US', async (path) => {
    loaded.push(path)
    const file = files.get(path)
    if (!file) throw new Error(`no such file: ${path}`)
    return file
  })
}, 60_000)

async function first(query: string) {
  await engine.prepare(query)
  const answer = engine.answer(query)
  expect(answer.complete).toBe(true)
  return flatItems(answer.groups)[0]
}

describe('search over the content', () => {
  it.each([
    ['data structures', '/computer-science/data-structures'],
    ['machine learning', '/computer-science/machine-learning'],
    ['aerospace engineering', '/engineering/aerospace'],
    ['Turing machines', '/computer-science/theory-of-computation'],
    ['linaer algebra', '/mathematics/linear-algebra'],
    ['thermodynamcis', '/physics/thermodynamics'],
    ['electromagnetsm', '/physics/electromagnetism'],
    ['eigenv', '/mathematics/linear-algebra'],
    ['Savitch', '/computer-science/complexity-theory'],
    ['Hohmann transfer', '/engineering/aerospace'],
    ['Breguet range', '/engineering/aeronautics'],
    ['what is the uncertainty principle', '/physics/quantum-mechanics'],
  ])('"%s" opens %s first', async (query, route) => {
    expect((await first(query))?.href?.split('#')[0]).toBe(route)
  })

  it('opens a named result found only inside a page at its own anchor', async () => {
    const top = await first('Breguet range')
    expect(top).toMatchObject({ kind: 'section', pageTitle: 'Aeronautical Engineering' })
    expect(top?.href).toMatch(/^\/engineering\/aeronautics#theorem-\d+$/)
    expect(top?.label).toMatch(/^Theorem \d+ \(Breguet range equation/)
  })

  it('answers from the catalogue at once, before any index file is here', () => {
    const fresh = new SearchEngine('en-US', () => new Promise(() => {}))
    const answer = fresh.answer('quantum mechanics')
    expect(answer.complete).toBe(false)
    expect(flatItems(answer.groups)[0]?.href).toBe('/physics/quantum-mechanics')
  })

  it('fetches the metadata and a few shards for a query, not the whole index', async () => {
    loaded.length = 0
    await engine.prepare('fourier transform')
    expect(loaded.filter((p) => p.includes('/terms-')).length).toBeLessThanOrEqual(2)
  })

  it('says nothing for nonsense, and lists everything for an empty query', () => {
    expect(engine.answer('@@@@').groups).toEqual([])
    expect(engine.answer('').groups.map((g) => g.id)).toEqual(['links', 'subject:mathematics', 'subject:physics', 'subject:computer-science', 'subject:engineering', 'theme'])
  })
})
