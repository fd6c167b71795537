/** Every public route of the site with the h1 it must show, derived from the catalogue and the content. */
import { allFields, subjects } from '@/lib/catalogue'
import { readSource } from '@/lib/content/source'
import { contentFileOf, perSubjectHref, PER_SUBJECT_SECTIONS, sectionHref, sections, subjectHref } from '@/lib/routes'

const titleOf = (file: string) => String(readSource(`content/${file}`).data.title)

export const publicRoutes: { route: string; heading: string }[] = [
  { route: '/', heading: 'Noether' },
  ...sections.map((s) => ({ route: sectionHref(s.slug), heading: titleOf(contentFileOf(sectionHref(s.slug))) })),
  ...PER_SUBJECT_SECTIONS.flatMap((section) =>
    subjects.map((s) => ({ route: perSubjectHref(section, s.slug), heading: titleOf(`${section}/${s.slug}.mdx`) })),
  ),
  ...subjects.map((s) => ({ route: subjectHref(s.slug), heading: s.title })),
  ...allFields.map((f) => ({ route: f.href, heading: f.title })),
]
