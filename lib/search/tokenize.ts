/**
 * The one tokenizer of search, shared by the index builder (build time) and the query (browser), so a
 * word is cut and folded the same way on both sides:
 * - Unicode folded to lower-case ASCII where it can be: accents dropped ("Schrödinger" → "schrodinger",
 *   "Bézout" → "bezout"), superscripts to digits ("mc²" → "mc2"), Greek letters to their names
 *   ("σ-algebra" → "sigma algebra", as a reader types them);
 * - possessives dropped ("Savitch's" → "savitch"); hyphens and dashes split compounds ("Navier–Stokes" →
 *   "navier stokes"), and in titles the joined form is kept too ("navierstokes", see `compounds`);
 * - a conservative plural stemmer (Harman's S-stemmer): "groups" → "group", "theories" → "theory",
 *   never the aggressive conflations of Porter ("general" and "generate" stay apart).
 * Pure; no DOM, no Node.
 */

const GREEK: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', ϵ: 'epsilon', ζ: 'zeta', η: 'eta', θ: 'theta',
  ι: 'iota', κ: 'kappa', λ: 'lambda', μ: 'mu', ν: 'nu', ξ: 'xi', π: 'pi', ρ: 'rho', σ: 'sigma', ς: 'sigma',
  τ: 'tau', υ: 'upsilon', φ: 'phi', ϕ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega',
}

/** Letters that NFKD does not decompose to ASCII. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ı: 'i' }

/**
 * Words that carry no topic: articles, pronouns, auxiliaries, question words. Deliberately short: words
 * such as "time", "first", "work" or "light" are physics, not noise, and stay searchable.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have how i if in into ' +
    'is it its me my of on or our so than that the their them then there these they this those to too was we were ' +
    'what when where which while who whom whose why will with would you your vs versus about between explain ' +
    'explained meaning define tell us please much many need needs some any way ways thing things find get ' +
    'happen happens must might shall should'
  ).split(' '),
)

/** Lower-case, accent-free, Greek spelled out; other characters are kept for the splitter. */
export function fold(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase()) out += GREEK[ch] !== undefined ? ` ${GREEK[ch]} ` : (LIGATURES[ch] ?? ch)
  return out.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
}

/** Harman's S-stemmer, for words longer than three letters. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return `${word.slice(0, -3)}y`
  if (word.endsWith('es') && !word.endsWith('aes') && !word.endsWith('ees') && !word.endsWith('oes')) return word.slice(0, -1)
  if (word.endsWith('s') && !word.endsWith('us') && !word.endsWith('ss') && !word.endsWith('is')) return word.slice(0, -1)
  return word
}

/** Folded words in order, possessives removed, unstemmed. */
export function words(text: string): string[] {
  return fold(text)
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

/** The index terms of a text, in order: folded, stemmed words (stop words kept; callers decide). */
export function tokens(text: string): string[] {
  return words(text).map(stem)
}

export const isStopWord = (token: string) => STOP_WORDS.has(token)

/**
 * Hyphenated or dashed compounds of a text joined into one token ("Navier–Stokes" → "navierstokes",
 * "Cook–Levin" → "cooklevin", "k-means" → "kmeans"), so a reader who types them as one word still finds
 * them. Used for short fields (titles, headings, names) only.
 */
export function compounds(text: string): string[] {
  const out: string[] = []
  for (const match of fold(text).matchAll(/[a-z0-9]+(?:\s?[-‐‑‒–—]\s?[a-z0-9]+)+/g)) {
    out.push(stem(match[0].replace(/[^a-z0-9]/g, '')))
  }
  return out
}

/**
 * Acronyms a text defines for itself: "natural language processing (NLP)" gives "nlp", and "the
 * fast Fourier transform (FFT)" gives "fft", when the capitals spell the initials of the words before the
 * parenthesis. Returned as { acronym, phrase } so the builder can credit the phrase's section.
 */
export function definedAcronyms(text: string): { acronym: string; phrase: string }[] {
  const found: { acronym: string; phrase: string }[] = []
  for (const match of text.matchAll(/((?:[\p{L}'’‐–—-]+\s+){1,7})\(([A-Z][A-Za-z]{1,6}s?)\)/gu)) {
    const acronym = match[2]!.replace(/s$/, '')
    if (acronym.length < 2 || acronym !== acronym.toUpperCase()) continue
    const before = match[1]!.trim().split(/[\s‐–—-]+/)
    const letters = acronym.toLowerCase()
    const tail = before.slice(-letters.length)
    if (tail.length === letters.length && tail.every((w, i) => fold(w).startsWith(letters[i]!))) {
      found.push({ acronym: letters, phrase: tail.join(' ') })
    }
  }
  return found
}
