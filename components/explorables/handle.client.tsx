'use client'

import { MovablePointDisplay, Theme, useMovable, type vec } from 'mafs'
import { useLayoutEffect, useRef, type RefObject } from 'react'
import { useTranslations } from 'use-intl'

export interface HandleProps {
  point: vec.Vector2
  onMove: (point: vec.Vector2) => void
  /** What the handle sets, read by screen readers ("Initial condition"), in the page's language. */
  label: string
  /** Where the handle may go; the identity by default. */
  constrain?: (point: vec.Vector2) => vec.Vector2
  color?: string
  /** The position as read aloud; "(x, y)" to two decimals by default. */
  describe?: (point: vec.Vector2) => string
}

const twoDecimals = ([x, y]: vec.Vector2) => `(${x.toFixed(2)}, ${y.toFixed(2)})`
const free = (p: vec.Vector2) => p

/**
 * A draggable point of an explorable: Mafs's movable point (Tab reaches it, the arrow keys move it, Shift
 * for bigger steps), named and valued for assistive technology, which Mafs's own point is not.
 */
export function Handle({ point, onMove, label, constrain = free, color = Theme.red, describe = twoDecimals }: HandleProps) {
  const t = useTranslations('explorables.common')
  const ref = useRef<SVGGElement>(null)
  const { dragging } = useMovable({ gestureTarget: ref as RefObject<Element>, onMove, point, constrain })
  const text = describe(point)
  const role = t('draggablePoint')
  useLayoutEffect(() => {
    const g = ref.current
    if (!g) return
    // Mafs draws the point as a focusable <g>; ARIA has no two-dimensional slider, so it is a slider whose
    // value is the whole position, described as "a draggable point".
    g.setAttribute('role', 'slider')
    g.setAttribute('aria-roledescription', role)
    g.setAttribute('aria-label', label)
    g.setAttribute('aria-valuenow', String(Number(point[0].toFixed(4))))
    g.setAttribute('aria-valuetext', text)
  }, [label, text, point, role])
  return <MovablePointDisplay ref={ref} point={point} color={color} dragging={dragging} />
}
