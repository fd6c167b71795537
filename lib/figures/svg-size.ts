/**
 * The drawn size of a figure's SVG, from the `width` and `height` (CSS pixels) on its root element, as the
 * figure renderers write them (lib/figures/render.mjs). The page reserves that box before the figure is laid
 * out (components/mdx/figure.tsx), so a figure can wait off screen without moving the text around it.
 */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0]
  if (!root) return undefined
  const read = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root)?.[1])
  const width = read('width')
  const height = read('height')
  return width > 0 && height > 0 ? { width, height } : undefined
}
