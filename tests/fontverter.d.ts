/** The part of fontverter (WOFF2 to sfnt and back) that lib/mdx/math-font.mjs and the font tests use. */
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> }
  export default fontverter
}
