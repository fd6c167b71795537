/**
 * What makes a name readable: at least one visible character, and no control that reorders the text
 * around it. The same character sets feed the forms (zod, below) and the security rules (written into
 * firestore.rules by lib/firebase/rules-config.ts), so the two can never disagree. Pure.
 */

/** Code points that render as nothing: spaces, zero-width and formatting characters, fillers, variation selectors. */
export const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0009, 0x000d], [0x0020, 0x0020], [0x0085, 0x0085], [0x00a0, 0x00a0], [0x00ad, 0x00ad], [0x034f, 0x034f],
  [0x061c, 0x061c], [0x115f, 0x1160], [0x1680, 0x1680], [0x17b4, 0x17b5], [0x180b, 0x180f], [0x2000, 0x200f],
  [0x2028, 0x202f], [0x205f, 0x206f], [0x3000, 0x3000], [0x3164, 0x3164], [0xfe00, 0xfe0f], [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
]

/** Bidirectional embeddings, overrides and isolates: they can make "ecila" read as "alice". */
export const BIDI_CONTROL_RANGES: readonly (readonly [number, number])[] = [
  [0x202a, 0x202e],
  [0x2066, 0x2069],
]

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

/** A character class body for JavaScript (`\u{…}` with the u flag) or RE2 (`\x{…}`) regular expressions. */
export function characterClass(ranges: readonly (readonly [number, number])[], flavour: 'js' | 're2'): string {
  const one = (n: number) => (flavour === 'js' ? `\\u{${hex(n)}}` : `\\x{${hex(n)}}`)
  return ranges.map(([a, b]) => (a === b ? one(a) : `${one(a)}-${one(b)}`)).join('')
}

const invisible = new RegExp(`^[${characterClass(INVISIBLE_RANGES, 'js')}]*$`, 'u')
const bidi = new RegExp(`[${characterClass(BIDI_CONTROL_RANGES, 'js')}]`, 'gu')

/** True when nothing of `name` would show: empty, or only spaces and invisible characters. */
export const isInvisible = (name: string) => invisible.test(name)

/** `name` without bidirectional controls. */
export const stripBidiControls = (name: string) => name.replace(bidi, '')
