import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readAllSources, readSource, routeOf } from '@/lib/content/source'

/** A content folder of our own under the system's temp folder. */
function contentFolder() {
  const contentDir = path.join(mkdtempSync(path.join(tmpdir(), 'noether-source-')), 'content')
  const write = (rel: string, text: string, mtime?: Date) => {
    const file = path.join(contentDir, rel)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, text)
    if (mtime) utimesSync(file, mtime, mtime)
    return file
  }
  return { contentDir, write }
}

describe('the content reader', () => {
  it('reads a real page: frontmatter, route, body and its tree', () => {
    const file = path.join(process.cwd(), 'content/mathematics/abstract-algebra.mdx')
    const source = readSource(file)
    expect(source.file).toBe(file)
    expect(source.relativeFile).toBe(path.join('mathematics', 'abstract-algebra.mdx'))
    expect(source.route).toBe('/mathematics/abstract-algebra')
    // A field page's title, description and topics are the catalogue's; its frontmatter holds its links.
    expect(source.data.related).toContain('mathematics/number-theory')
    expect(source.data).not.toHaveProperty('title')
    expect(source.tree.type).toBe('root')
    expect(source.tree.children.some((n) => n.type === 'heading' && n.depth === 2)).toBe(true)
    // A line of the body plus the offset is the same line of the file.
    const heading = source.tree.children.find((n) => n.type === 'heading')!
    const line = heading.position!.start.line
    expect(readFileSync(file, 'utf8').split('\n')[line + source.bodyLineOffset - 1]).toBe(source.body.split('\n')[line - 1])
  })

  it('gives the same object, tree included, while the file is unchanged, without reading it again', () => {
    const { contentDir, write } = contentFolder()
    const mtime = new Date('2025-01-01T00:00:00Z')
    const file = write('physics/optics.mdx', '---\ntitle: Optics\n---\n\nLight.\n', mtime)
    const first = readSource(file, contentDir)
    expect(readSource(file, contentDir)).toBe(first)
    expect(readSource(file, contentDir).tree).toBe(first.tree)
    // Same size, same mtime: the reader trusts its copy, so it did not read the new text.
    write('physics/optics.mdx', '---\ntitle: Optixx\n---\n\nLight.\n', mtime)
    expect(readSource(file, contentDir).data.title).toBe('Optics')
  })

  it('reads the file again when its mtime changes', () => {
    const { contentDir, write } = contentFolder()
    const file = write('learn.mdx', '---\ntitle: Learn\n---\n\nOne.\n', new Date('2025-01-01T00:00:00Z'))
    const first = readSource(file, contentDir)
    write('learn.mdx', '---\ntitle: Study\n---\n\nTwo.\n', new Date('2025-01-02T00:00:00Z'))
    const second = readSource(file, contentDir)
    expect(second).not.toBe(first)
    expect(second.data.title).toBe('Study')
    expect(second.route).toBe('/learn')
    expect(second.tree.children[0]).toMatchObject({ type: 'paragraph', children: [{ type: 'text', value: 'Two.' }] })
  })

  it('names the file when its frontmatter or its MDX does not parse', () => {
    const { contentDir, write } = contentFolder()
    const bad = write('mathematics/bad.mdx', '---\ntitle: [unclosed\n---\n\nText.\n')
    expect(() => readSource(bad, contentDir)).toThrow(/^content\/mathematics\/bad\.mdx: frontmatter does not parse: /)
    const broken = readSource(write('about.mdx', '---\ntitle: About\n---\n\n<Foo bar={\n'), contentDir)
    expect(broken.data.title).toBe('About')
    expect(() => broken.tree).toThrow(/^content\/about\.mdx: MDX does not parse: /)
  })

  it('reads every page of a content folder in path order', () => {
    const { contentDir, write } = contentFolder()
    write('physics/index.mdx', '---\ntitle: Physics\n---\n')
    write('about.mdx', '---\ntitle: About\n---\n')
    write('index.mdx', '---\ntitle: Home\n---\n')
    expect(readAllSources(contentDir).map((s) => s.route)).toEqual(['/about', '/', '/physics'])
    expect(routeOf(contentDir, path.join(contentDir, 'physics/optics.mdx'))).toBe('/physics/optics')
  })
})
