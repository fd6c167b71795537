import type { ReactNode } from 'react'
import { getTranslations } from '@/lib/i18n/server'
import { svgSize } from '@/lib/figures/svg-size'

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

/**
 * The figure's picture: the SVG drawn at build time, named by its text alternative. Its box keeps the
 * drawing's proportions (never taller than drawn), so the browser can leave an off-screen figure unlaid-out
 * (`content-visibility: auto` on `.noe-figure-sized`, styles/figures.css) and fetch its label fonts only
 * when the reader nears it, while the text around it stays where it is.
 */
export function FigureArt({ svg, alt, className }: { svg?: string; alt: string; className?: string }) {
  const size = svg ? svgSize(svg) : undefined
  return (
    <div
      className={`${className ?? 'noe-figure-art'}${size ? ' noe-figure-sized' : ''}`}
      style={size ? { aspectRatio: `${size.width} / ${size.height}`, maxHeight: `${size.height}px` } : undefined}
      role="img"
      aria-label={alt}
      dangerouslySetInnerHTML={{ __html: svg ?? '' }}
    />
  )
}

/** "Figure 3." or "Figure 3 (interactive).", in the page's language, then the caption. */
export function FigureCaption({ number, interactive, credit, children, after }: { number?: string; interactive?: boolean; credit?: string; children?: ReactNode; after?: ReactNode }) {
  const t = getTranslations('blocks')
  return (
    <figcaption className="noe-figure-caption">
      <span className="noe-figure-label">
        {t(interactive ? 'interactiveFigure' : 'figure', { number: number ?? '' })}.
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
