/** The part of fontverter (a dependency of subset-font) the font tests use to read a WOFF2 back. */
declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer> }
  export default fontverter
}
