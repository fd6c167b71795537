import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allFields, subjects } from '@/lib/catalogue'
import { checkContent } from '@/lib/content/check'
import { routeOf } from '@/lib/content/source'

describe('content check', () => {
  it('passes on the real content: every catalogue field has a page, which leaves its title, description and topics to the catalogue', async () => {
    expect(await checkContent(process.cwd())).toEqual([])
  }, 60_000) // parses all ~90 MDX pages and measures them against the content standard

  it('maps content files to routes', () => {
    expect(routeOf('/c', '/c/physics/optics.mdx')).toBe('/physics/optics')
    expect(routeOf('/c', '/c/physics/index.mdx')).toBe('/physics')
    expect(routeOf('/c', '/c/learn.mdx')).toBe('/learn')
  })

  it('reports missing pages, pages outside the catalogue, bad frontmatter and facts the catalogue holds', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'noether-content-'))
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
      writeFileSync(path.join(root, rel), text)
    }
    const aa = allFields[0]!
    write(`content/${aa.ref}.mdx`, `---\ntitle: ${aa.title}\ndescription: ${aa.description}\ntopics: [a, b, c, d]\nprerequisites: [mathematics/nope]\nrelated: []\n---\n\n# Heading one\n`)
    write('content/mathematics/alchemy.mdx', '---\ntitle: Alchemy\n---\n')
    write('content/about.mdx', '---\ntitle: About\n---\n')
    const problems = await checkContent(root)
    const has = (re: RegExp) => expect(problems.some((p) => re.test(p)), `${re} in\n${problems.join('\n')}`).toBe(true)
    has(/abstract-algebra\.mdx: frontmatter prerequisites\.0: "mathematics\/nope" is not a field/)
    has(/abstract-algebra\.mdx: frontmatter related: .*(too small|>=1)/i)
    has(/abstract-algebra\.mdx: the page title comes from the catalogue; do not write a "# " heading/)
    has(/abstract-algebra\.mdx: the title comes from the catalogue \(lib\/catalogue\/mathematics\.ts\); remove it from the frontmatter/)
    has(/abstract-algebra\.mdx: the description comes from the catalogue \(lib\/catalogue\/mathematics\.ts\); remove it/)
    has(/abstract-algebra\.mdx: the topics come from the catalogue \(lib\/catalogue\/mathematics\.ts\); remove them/)
    // Reported once, by name, not again as keys the field page's schema does not know.
    expect(problems.filter((p) => /abstract-algebra\.mdx: frontmatter .*(title|description|topics)/.test(p))).toEqual([])
    has(/catalogue field mathematics\/linear-algebra has no page/)
    has(/alchemy\.mdx: page \/mathematics\/alchemy is not a field in the catalogue/)
    has(/about\.mdx: frontmatter description/)
    // A section page is no field: its title and description are its frontmatter's.
    expect(problems.filter((p) => /about\.mdx: the \w+ comes? from the catalogue/.test(p))).toEqual([])
    has(new RegExp(`subject ${subjects[1]!.slug} has no landing page`))
  })

  it('checks a translation against its English page: it must have one, no frontmatter on a field page, and the same formulas', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'noether-translation-'))
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
      writeFileSync(path.join(root, rel), text)
    }
    const field = allFields[0]!
    write(`content/${field.ref}.mdx`, '---\nprerequisites: []\nrelated: [mathematics/linear-algebra]\n---\n\n## Groups\n\nA group $G$ has an identity $e$.\n')
    write(`content/zh/${field.ref}.mdx`, '---\ntitle: 抽象代数\n---\n\n## 群\n\n群 $G$ 有单位元 $1$。\n')
    write('content/ar/mathematics/alchemy.mdx', '## الخيمياء\n')
    const problems = (await checkContent(root)).join('\n')
    expect(problems).toContain(`content/zh/${field.ref}.mdx: a translated field page has no frontmatter`)
    expect(problems).toMatch(new RegExp(`content/zh/${field.ref}.mdx: line 7: formula \\$1\\$ is not on the English page`))
    expect(problems).toMatch(/formula \$e\$ of the English page \(line 8\) is missing/)
    expect(problems).toContain('content/ar/mathematics/alchemy.mdx: no English page content/mathematics/alchemy.mdx for this translation')
  })
})

