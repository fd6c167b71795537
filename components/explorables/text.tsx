import type { ReactNode } from 'react'
import { useLocale } from 'use-intl'

/**
 * The tags the explorables' rich messages use (messages/<locale>/explorables.json):
 * `t.rich('readout', { ...values, ...tags })`. Their readouts keep every number exactly as it has always
 * been written (toFixed and the like, Latin digits, no grouping): a number reaches a message already
 * written out, as a string.
 */
export const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  sub: (chunks: ReactNode) => <sub>{chunks}</sub>,
  sup: (chunks: ReactNode) => <sup>{chunks}</sup>,
}

/** What goes between two sentences of a readout: a space, except in Chinese, whose full stop needs none. */
export function useSentenceGap(): string {
  return useLocale().startsWith('zh') ? '' : ' '
}
