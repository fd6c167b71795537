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
 * - Arabic: diacritics and tatweel dropped, the alef forms, alef maqsura and ta marbuta folded (أ إ آ → ا,
 *   ى → ي, ة → ه), Arabic-Indic digits to 0–9, and a light stemmer that removes the article and its
 *   attached prepositions ("والمصفوفات" → "مصفوف") and the plural "-ات";
 * - Chinese (and other CJK text, which has no spaces): every character and every pair of neighbouring
 *   characters is a term, so "线性代数" is found by "线性", "代数" or "群" without a dictionary.
 * Pure; no DOM, no Node.
 */

const GREEK: Record<string, string> = {
  α: 'alpha', β: 'beta', γ: 'gamma', δ: 'delta', ε: 'epsilon', ϵ: 'epsilon', ζ: 'zeta', η: 'eta', θ: 'theta',
  ι: 'iota', κ: 'kappa', λ: 'lambda', μ: 'mu', ν: 'nu', ξ: 'xi', π: 'pi', ρ: 'rho', σ: 'sigma', ς: 'sigma',
  τ: 'tau', υ: 'upsilon', φ: 'phi', ϕ: 'phi', χ: 'chi', ψ: 'psi', ω: 'omega',
}

/** Letters that NFKD does not decompose to ASCII. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th', ı: 'i' }

/** Arabic and Chinese words that carry no topic (prepositions, conjunctions, particles), folded and stemmed. */
const OTHER_STOP_WORDS = 'في من علي الي عن ان او ما هذا هذه ذلك تلك تي ذي هو هي كل بين مع عند ثم قد لا 的 是 了 在 和 与 及 或 也 这 那 个 为 以 对 中'

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
    'happen happens must might shall should ' +
    OTHER_STOP_WORDS
  ).split(' '),
)

/** Lower-case, accent-free, Greek spelled out, Arabic folded; other characters are kept for the splitter. */
export function fold(text: string): string {
  let out = ''
  for (const ch of text.toLowerCase()) out += GREEK[ch] !== undefined ? ` ${GREEK[ch]} ` : (LIGATURES[ch] ?? ch)
  return out
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[ٱأإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
}

const ARABIC = /[\u0621-\u064a]/
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/
/** A Chinese (CJK) term: one character is a word there. */
export const isCjk = (term: string) => CJK.test(term)
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/g

/** Arabic light stemming: the article with its attached prepositions, the sound feminine plural, a final ta marbuta. */
function stemArabic(word: string): string {
  let w = word
  const article = /^(?:وال|فال|بال|كال|لل|ال)/.exec(w)
  if (article && w.length - article[0].length >= 2) w = w.slice(article[0].length)
  if (w.length > 4 && w.endsWith('ات')) w = w.slice(0, -2)
  else if (w.length > 3 && w.endsWith('ه')) w = w.slice(0, -1)
  return w
}

/**
 * A run of CJK characters as terms: each character followed by the pair it starts ("线性代数" → 线 线性 性
 * 性代 代 代数 数), so a phrase's terms are in a longer run's terms in the same order.
 */
function cjkTerms(run: string): string[] {
  const chars = [...run]
  return chars.flatMap((c, i) => (i + 1 < chars.length ? [c, c + chars[i + 1]] : [c]))
}

/** Harman's S-stemmer, for words longer than three letters. */
export function stem(word: string): string {
  if (ARABIC.test(word)) return stemArabic(word)
  if (word.length <= 3 || /\d/.test(word) || CJK.test(word)) return word
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
    .replace(CJK_RUN, (run) => ` ${cjkTerms(run).join(' ')} `)
    .split(/[^a-z0-9\u0621-\u064a\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/)
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
