'use client'

import { Polygon, Theme } from 'mafs'

/** Upright bars from the x-axis, each `[left, right, height]`: rectangles of a Riemann sum, a histogram. */
export function Bars({ bars, fillOpacity = 0.25 }: { bars: readonly (readonly [number, number, number])[]; fillOpacity?: number }) {
  return bars.map(([left, right, height]) =>
    height !== 0 ? (
      <Polygon
        key={left}
        points={[
          [left, 0],
          [right, 0],
          [right, height],
          [left, height],
        ]}
        color={Theme.blue}
        fillOpacity={fillOpacity}
        weight={1}
      />
    ) : null,
  )
}
