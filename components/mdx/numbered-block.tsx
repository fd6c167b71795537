import type { ReactNode } from 'react'
import { getTranslations } from '@/lib/i18n/server'

export type BlockKind = 'definition' | 'theorem' | 'lemma' | 'proposition' | 'corollary' | 'example' | 'remark'

const statementKinds: ReadonlySet<BlockKind> = new Set(['theorem', 'lemma', 'proposition', 'corollary'])

export interface NumberedBlockProps {
  kind: BlockKind
  /** Written by the numbering remark plugin (lib/mdx/numbered-blocks.mjs). */
  number?: string
  id?: string
  title?: string
  children?: ReactNode
}

/** A numbered, linkable theorem-style block: "Theorem 3 (Lagrange's theorem)", its label in the page's language. */
export function NumberedBlock({ kind, number, id, title, children }: NumberedBlockProps) {
  const label = getTranslations('blocks')(`kinds.${kind}`)
  const name = `${label}${number ? ` ${number}` : ''}`
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section id={id} data-kind={kind} className="noe-block" aria-labelledby={headingId}>
      <p id={headingId} className="noe-block-heading">
        {id ? <a href={`#${id}`}>{name}</a> : name}
        {title ? <span className="font-normal"> ({title})</span> : null}
        {'.'}
      </p>
      <div className="noe-block-body" data-statement={statementKinds.has(kind)}>
        {children}
      </div>
    </section>
  )
}
