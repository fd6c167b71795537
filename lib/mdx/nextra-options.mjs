/**
 * Nextra's options for our content: next.config.mjs hands them to Nextra for the webpack build, and
 * `npm run dev` compiles the requested page with the same ones (lib/bundle/dev-compile.mjs).
 */
import { bundledLanguages, createHighlighter } from 'shiki'
import { rehypePlugins, remarkPlugins } from './plugins.mjs'

const rehypePrettyCodeOptions = {
  // GitHub's current (Primer) code themes: every token colour reads at 4.5:1 or more on the code block's
  // white (light-based themes) or black (dark-based) background. Nextra's default github-light and
  // github-dark have an orange at 3.5:1 and a grey comment at 4.4:1.
  theme: { light: 'github-light-default', dark: 'github-dark-default' },
}

/** A language with those its grammar embeds only on demand: MDX highlights its JSX as TSX. */
async function withEmbedded(lang) {
  const grammars = typeof lang === 'string' && lang in bundledLanguages ? (await bundledLanguages[lang]()).default : []
  return [lang, ...grammars.flatMap((grammar) => grammar.embeddedLangsLazy ?? [])]
}

/**
 * Shiki with no language loaded up front: rehype-pretty-code loads each code block's language (and here,
 * what it embeds) as a page needs it. Nextra's default loads all of Shiki's 200-odd grammars when the
 * highlighter is made, about 5 s of every compiling process's first page, for the few our pages use.
 */
async function getHighlighter(options) {
  const highlighter = await createHighlighter({ ...options, langs: [] })
  const loadLanguage = highlighter.loadLanguage.bind(highlighter)
  highlighter.loadLanguage = async (...langs) => loadLanguage(...(await Promise.all(langs.map(withEmbedded))).flat())
  return highlighter
}

/**
 * Nextra's options. `plainData` leaves out the functions (MDX plugins, the highlighter): Turbopack hands a
 * loader only options that survive JSON, and under it Nextra's loader compiles only the page map's
 * metadata (lib/bundle/dev-pages.ts compiles the pages).
 */
export function nextraOptions({ plainData = false } = {}) {
  return {
    // Formulas are typeset at compile time as MathML by our own plugin (lib/mdx/static-math.mjs), not by
    // Nextra's `latex` option.
    latex: false,
    search: false,
    defaultShowCopyCode: true,
    mdxOptions: plainData
      ? { rehypePrettyCodeOptions }
      : { remarkPlugins, rehypePlugins, rehypePrettyCodeOptions: { ...rehypePrettyCodeOptions, getHighlighter } },
  }
}
