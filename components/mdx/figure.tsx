import type { ReactNode } from 'react'

export interface FigureProps {
  /** Written by lib/mdx/numbered-blocks.mjs. */
  number?: string
  id?: string
  /** The figure rendered at build time (lib/mdx/figures.mjs). */
  svg?: string
  /** What the figure shows, for a reader who cannot see it. */
  alt: string
  /** Who made it, when it is not ours (or a note on its source data). */
  credit?: string
  /** The caption. */
  children?: ReactNode
}

/** The figure's picture: the SVG drawn at build time, named by its text alternative. */
export function FigureArt({ svg, alt, className }: { svg?: string; alt: string; className?: string }) {
  return <div className={className ?? 'noe-figure-art'} role="img" aria-label={alt} dangerouslySetInnerHTML={{ __html: svg ?? '' }} />
}

export function FigureCaption({ number, interactive, credit, children, after }: { number?: string; interactive?: boolean; credit?: string; children?: ReactNode; after?: ReactNode }) {
  return (
    <figcaption className="noe-figure-caption">
      <span className="noe-figure-label">
        Figure {number}
        {interactive ? ' (interactive)' : ''}.
      </span>{' '}
      {children}
      {after}
      {credit ? <span className="noe-figure-credit"> {credit}</span> : null}
    </figcaption>
  )
}

/** A numbered static figure with its caption: no JavaScript at all. */
export function Figure({ number, id, svg, alt, credit, children }: FigureProps) {
  return (
    <figure id={id} className="noe-figure">
      <FigureArt svg={svg} alt={alt} />
      <FigureCaption number={number} credit={credit}>
        {children}
      </FigureCaption>
    </figure>
  )
}
