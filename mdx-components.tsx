import type { ComponentProps } from 'react'
import { useMDXComponents as getDocsMDXComponents } from 'nextra-theme-docs'
import { Explorable } from '@/components/mdx/explorable'
import { FieldCards } from '@/components/mdx/field-cards'
import { Figure } from '@/components/mdx/figure'
import { LearningPath } from '@/components/mdx/learning-path'
import { LocalizedAnchor } from '@/components/mdx/localized-anchor'
import { NumberedBlock, type BlockKind } from '@/components/mdx/numbered-block'
import { Problem } from '@/components/mdx/problem'
import { Choice, Hint, Solution } from '@/components/mdx/problem-parts'
import { Proof } from '@/components/mdx/proof'
import { Reference } from '@/components/mdx/reference'
import { SubjectProblems } from '@/components/mdx/subject-problems'

type BlockProps = Omit<ComponentProps<typeof NumberedBlock>, 'kind'>
const block = (kind: BlockKind) => {
  const Block = (props: BlockProps) => <NumberedBlock kind={kind} {...props} />
  Block.displayName = kind
  return Block
}

/** Components every MDX page can use without importing them. */
const noetherComponents = {
  a: LocalizedAnchor,
  Definition: block('definition'),
  Theorem: block('theorem'),
  Lemma: block('lemma'),
  Proposition: block('proposition'),
  Corollary: block('corollary'),
  Example: block('example'),
  Remark: block('remark'),
  Proof,
  Figure,
  Explorable,
  Problem,
  Hint,
  Solution,
  Choice,
  Reference,
  FieldCards,
  LearningPath,
  SubjectProblems,
}

const docsComponents = getDocsMDXComponents()

export function useMDXComponents(components?: Record<string, unknown>) {
  return { ...docsComponents, ...noetherComponents, ...components }
}
