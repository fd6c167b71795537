/**
 * Code a page shows that an explorable runs. A field page that shows an algorithm which its explorable
 * animates shows the explorable's own code, not a retelling: the MDX marks the listing with
 *
 *   {/* code: lib/explorables/heap.ts#sift-down *\/}
 *   ```ts
 *   ...
 *   ```
 *
 * and the module marks the same lines with `// #region sift-down` … `// #endregion sift-down`.
 * `tests/unit/shown-code.test.ts` holds every such listing equal to its region.
 */

export interface ShownCode {
  /** 1-based line of the marker in the MDX. */
  line: number
  /** The module, relative to the repository root. */
  file: string
  region: string
  /** The listing's text as the page shows it. */
  listing: string | undefined
}

const MARKER = /^\{\/\*\s*code:\s*(\S+?)#([\w-]+)\s*\*\/\}\s*$/

/** Every marked listing in an MDX source, with the fenced block that follows its marker. */
export function shownCode(mdx: string): ShownCode[] {
  const lines = mdx.split('\n')
  const found: ShownCode[] = []
  lines.forEach((text, i) => {
    const match = MARKER.exec(text.trim())
    if (!match) return
    let j = i + 1
    while (j < lines.length && lines[j]!.trim() === '') j++
    const fence = /^(`{3,})\w*/.exec(lines[j] ?? '')
    let listing: string | undefined
    if (fence) {
      const end = lines.findIndex((l, k) => k > j && l.startsWith(fence[1]!))
      if (end > j) listing = lines.slice(j + 1, end).join('\n')
    }
    found.push({ line: i + 1, file: match[1]!, region: match[2]!, listing })
  })
  return found
}

/** The lines between `// #region NAME` and `// #endregion NAME`, with their common indentation removed. */
export function codeRegion(source: string, region: string): string | undefined {
  const lines = source.split('\n')
  const start = lines.findIndex((l) => l.trim() === `// #region ${region}`)
  const end = lines.findIndex((l, i) => i > start && l.trim() === `// #endregion ${region}`)
  if (start < 0 || end < 0) return undefined
  const body = lines.slice(start + 1, end)
  const indent = Math.min(...body.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length))
  return body.map((l) => l.slice(Number.isFinite(indent) ? indent : 0).trimEnd()).join('\n')
}
