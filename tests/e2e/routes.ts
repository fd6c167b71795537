/** Every public route of the site with the h1 it must show, derived from the catalogue and the content. */
import { readFileSync } from 'node:fs'
import matter from 'gray-matter'
import { allFields, subjects } from '@/lib/catalogue'
import { sections } from '@/lib/content/meta'

const titleOf = (file: string) => String(matter(readFileSync(`content/${file}`, 'utf8')).data.title)

export const publicRoutes: { route: string; heading: string }[] = [
  { route: '/', heading: 'Noether' },
  ...sections.map((s) => ({
    route: `/${s.slug}`,
    heading: titleOf(s.slug === 'solve' || s.slug === 'research' ? `${s.slug}/index.mdx` : `${s.slug}.mdx`),
  })),
  ...['solve', 'research'].flatMap((section) =>
    subjects.map((s) => ({ route: `/${section}/${s.slug}`, heading: titleOf(`${section}/${s.slug}.mdx`) })),
  ),
  ...subjects.map((s) => ({ route: `/${s.slug}`, heading: s.title })),
  ...allFields.map((f) => ({ route: f.href, heading: f.title })),
]
