/**
 * Builds one explorable on its own (esbuild, no Next build), opens it in Chromium in each theme, presses
 * Tab and the arrow keys through its controls, and writes screenshots, for writing explorables quickly:
 *   npx tsx scripts/explorable-preview.ts riemann-sum
 * Output: build/explorable-preview/{name}/{theme}.png and a report of the focusable controls, their
 * accessible names, what each arrow key changed, and any console error. Exits 1 on an error, a control
 * without a name, or a control that the arrow keys do not move.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { explorableNames } from '../components/explorables/registry'

const root = path.resolve(import.meta.dirname, '..')
const name = process.argv[2]
if (!name || !(explorableNames as string[]).includes(name)) {
  console.error(`usage: npx tsx scripts/explorable-preview.ts NAME (one of: ${explorableNames.join(', ')})`)
  process.exit(2)
}
const out = path.join(root, 'build', 'explorable-preview', name)
rmSync(out, { recursive: true, force: true }) // no stale entry.css from an earlier run
mkdirSync(out, { recursive: true })
const entry = path.join(out, 'entry.tsx')
writeFileSync(
  entry,
  `import { createRoot } from 'react-dom/client'
import { I18nProvider } from '${path.join(root, 'components', 'i18n-provider.client')}'
import { messages } from '${path.join(root, 'lib', 'i18n', 'messages')}'
import Live from '${path.join(root, 'components', 'explorables', `${name}.client`)}'
createRoot(document.getElementById('root')!).render(<I18nProvider locale="en-US" messages={messages.en}><Live /></I18nProvider>)
`,
)
await build({
  entryPoints: [entry],
  bundle: true,
  outdir: out,
  jsx: 'automatic',
  format: 'iife',
  logLevel: 'warning',
  define: { 'process.env.NODE_ENV': '"development"' },
  loader: { '.ttf': 'file', '.woff2': 'file', '.woff': 'file' },
  tsconfig: path.join(root, 'tsconfig.json'),
})
const fonts = path.join(root, 'public', 'fonts')
// The page's stylesheets that concern an explorable, in the page's order (Mafs's base styles, then ours).
const css = [path.join(root, 'node_modules', 'mafs', 'core.css'), ...['themes.css', 'figures.css'].map((f) => path.join(root, 'styles', f))]
  .map((file) => readFileSync(file, 'utf8').replace(/url\('\/fonts/g, `url('${fonts}`))
  .join('\n')
writeFileSync(
  path.join(out, 'index.html'),
  `<!doctype html><html data-theme="light"><meta charset="utf-8"><style>${css}
body{background:var(--noe-bg);color:var(--noe-fg);font-family:sans-serif;max-width:720px;margin:24px auto}</style>
${existsSync(path.join(out, 'entry.css')) ? '<link rel="stylesheet" href="entry.css">' : ''}<figure data-explorable="${name}"><div id="root"></div></figure><script src="entry.js"></script></html>`,
)

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 800, height: 900 } })
const errors: string[] = []
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
page.on('pageerror', (e) => errors.push(e.message))
await page.goto(`file://${path.join(out, 'index.html')}`)
await page.waitForSelector('#root > *', { timeout: 10_000 }).catch(() => {
  console.error(errors.join('\n') || 'the explorable rendered nothing')
  process.exit(1)
})
for (const theme of ['light', 'dark', 'classic', 'minimal', 'cyber']) {
  await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme)
  await page.waitForTimeout(150)
  await page.screenshot({ path: path.join(out, `${theme}.png`), fullPage: true })
}

// Walk the controls with Tab; press the arrow keys on each and see what changed.
const problems: string[] = []
for (let i = 0; i < 20; i++) {
  await page.keyboard.press('Tab')
  const control = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body || !document.getElementById('root')!.contains(el)) return null
    // The accessible name, in the order the spec gives: aria-labelledby, aria-label, <label>, own text, title.
    const byIds = (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
    const labelled = (el as HTMLInputElement).labels?.[0]?.textContent ?? ''
    const ownText = ['button', 'a'].includes(el.tagName.toLowerCase()) ? (el.textContent ?? '') : ''
    const name = (byIds.trim() || el.getAttribute('aria-label') || labelled.trim() || ownText.trim() || el.getAttribute('title') || '').trim()
    const again = el.hasAttribute('data-preview-visited')
    el.setAttribute('data-preview-visited', '')
    return { tag: el.tagName.toLowerCase(), role: el.getAttribute('role') ?? el.getAttribute('type') ?? '', name, again }
  })
  if (!control) break
  if (control.again) break
  const state = () => page.evaluate(() => document.getElementById('root')!.innerHTML.replace(/ data-preview-visited=""/g, ''))
  const before = await state()
  await page.keyboard.press('ArrowRight')
  let moved = (await state()) !== before
  if (!moved) {
    await page.keyboard.press('ArrowUp')
    moved = (await state()) !== before
  }
  console.log(`${control.tag}${control.role ? `[${control.role}]` : ''} "${control.name}": arrow keys ${moved ? 'change the figure' : 'change nothing'}`)
  if (!control.name) problems.push(`a ${control.tag} control has no accessible name`)
  if (!moved && control.tag !== 'a' && control.tag !== 'button') problems.push(`the arrow keys do not move "${control.name}"`)
}
await page.screenshot({ path: path.join(out, 'after-keys.png'), fullPage: true })
await browser.close()
for (const e of errors) problems.push(`console: ${e}`)
for (const p of problems) console.error(`${name}: ${p}`)
console.log(`screenshots: ${path.relative(root, out)}/{light,dark,classic,minimal,cyber,after-keys}.png`)
process.exit(problems.length ? 1 : 0)
