import { CopyButton } from '@/components/copy-button.client'
import { getTranslations } from '@/lib/i18n/server'
import { formatCitation, type CitationInput } from '@/lib/citation'

export interface ReferenceProps extends CitationInput {
  kind?: 'book' | 'notes' | 'paper' | 'course'
  /** One sentence on why it is worth reading. */
  note?: string
}

/** An open resource with its citation and a "Copy citation" button. */
export function Reference({ kind, note, ...citation }: ReferenceProps) {
  const t = getTranslations('blocks')
  const text = formatCitation(citation)
  return (
    <div className="mt-4 rounded-md border border-border p-3">
      <p className="m-0!">
        {kind ? <span className="me-2 rounded bg-surface px-1.5 py-0.5 text-xs text-muted">{t(`reference.${kind}`)}</span> : null}
        {citation.url ? (
          <a href={citation.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline">
            {citation.title}
          </a>
        ) : (
          <span className="font-semibold">{citation.title}</span>
        )}
        <span className="text-muted"> — {citation.authors}{citation.year ? `, ${citation.year}` : ''}</span>
      </p>
      {note ? <p className="m-0! mt-1! text-sm">{note}</p> : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <cite className="text-xs not-italic text-muted">{text}</cite>
        <CopyButton text={text} />
      </div>
    </div>
  )
}
