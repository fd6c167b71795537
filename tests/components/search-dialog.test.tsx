// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'next-themes'
import { useState } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import SearchDialog from '@/components/search/search-dialog.client'
import { resetSearchEngine } from '@/components/search/use-search'
import { buildSearchIndex } from '@/lib/search/build-index'
import { documentsOf } from '@/lib/search/documents'
import { indexFiles } from '@/lib/search/index-files'
import type { Locale } from '@/lib/i18n/locales'
import { renderIntl } from './intl'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }))

const files = new Map([
  ...indexFiles(
    buildSearchIndex(
      'en-US',
      documentsOf(
        '/mathematics/abstract-algebra',
        { title: 'Abstract Algebra', description: 'Groups, rings, fields, modules', topics: ['cosets'] },
        '## Central results\n\nSylow theorems count subgroups of prime power order.\n',
      ),
    ),
  ),
  // The Arabic index: a translated page (sections of its own) and a page known by its title alone.
  ...indexFiles(
    buildSearchIndex('ar', [
      ...documentsOf(
        '/mathematics/linear-algebra',
        { title: 'الجبر الخطي', description: 'الفضاءات المتجهية والمصفوفات', topics: ['القيم الذاتية'] },
        '## المصفوفات المتناظرة\n\nكل مصفوفة متناظرة حقيقية قابلة للتقطير.\n',
        'ar',
      ),
      { kind: 'page', route: '/mathematics/abstract-algebra', pageTitle: 'الجبر المجرد', name: 'الجبر المجرد', context: 'الزمر والحلقات', scope: 'الرياضيات', keywords: [], text: '' },
    ]),
  ),
])
const serve = (url: string) => {
  const body = files.get(new URL(url, 'http://localhost').pathname)
  return Promise.resolve(body ? new Response(JSON.stringify(body)) : new Response('missing', { status: 404 }))
}

beforeAll(() => {
  // cmdk and Radix need these browser APIs that jsdom lacks.
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Element.prototype.scrollIntoView = () => {}
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never
})

beforeEach(() => {
  push.mockReset()
  resetSearchEngine()
  localStorage.clear()
})

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('')
  return (
    <ThemeProvider attribute="data-theme" themes={['light', 'dark', 'classic', 'minimal', 'cyber']} enableSystem defaultTheme="system">
      <SearchDialog open onOpenChange={onOpenChange} query={query} onQueryChange={setQuery} />
    </ThemeProvider>
  )
}

function renderDialog(onOpenChange = vi.fn(), locale: Locale = 'en') {
  renderIntl(<Harness onOpenChange={onOpenChange} />, { locale })
  return { onOpenChange, input: screen.getByRole('combobox', { name: locale === 'en' ? 'Search' : undefined }) }
}

const itemsIn = (name: string) => Array.from(screen.getByRole('group', { name }).querySelectorAll('[cmdk-item]')).map((e) => e.textContent)

describe('<SearchDialog>', () => {
  it('shows the placeholder and the spec groups, and ranks a field by its topic first; Enter opens it', async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input, onOpenChange } = renderDialog()
    expect(input).toHaveAttribute('placeholder', 'Type a field or topic...')
    expect(Array.from(document.querySelectorAll('[cmdk-group-heading]')).map((h) => h.textContent)).toEqual([
      'Links', 'Mathematics', 'Physics', 'Computer Science', 'Engineering', 'Theme',
    ])
    await user.type(input, 'Lagrange')
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Abstract Algebra'))
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(push).toHaveBeenCalledWith('/mathematics/abstract-algebra')
  })

  it('adds full-text section results, says which page they are on, and opens them at their anchor', async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await user.type(input, 'Sylow')
    await waitFor(() => expect(itemsIn('Sections')[0]).toContain('Abstract Algebra › Central results'))
    await waitFor(() => expect(itemsIn('Sections')[0]).toContain('Sylow theorems count'))
    await user.click(screen.getByRole('group', { name: 'Sections' }).querySelector('[cmdk-item]') as HTMLElement)
    expect(push).toHaveBeenCalledWith('/mathematics/abstract-algebra#central-results')
  })

  it('says "No results found." when nothing matches, and announces counts', async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument())
    await user.type(input, '@@@@')
    expect(await screen.findByText('No results found.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('No results')
    await user.clear(input)
    await user.type(input, 'topology')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/))
  })

  it('reports a failed index, still answers from the catalogue, and fetches again on Retry', async () => {
    const fetcher = vi.fn().mockResolvedValueOnce(new Response('down', { status: 503 })).mockImplementation(serve)
    vi.stubGlobal('fetch', fetcher)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    const { input } = renderDialog()
    expect(await screen.findByText('Failed to load search index.')).toBeInTheDocument()
    await user.type(input, 'topology')
    expect(itemsIn('Mathematics')[0]).toContain('Topology')
    await user.click(screen.getByText('Retry'))
    await waitFor(() => expect(screen.queryByText('Failed to load search index.')).not.toBeInTheDocument())
    expect(fetcher.mock.calls.filter(([url]) => String(url).endsWith('/meta.json'))).toHaveLength(2)
  })

  it('sets the theme from the Theme group', async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await user.type(input, 'minimal')
    await user.click(await screen.findByText('Minimal theme'))
    await act(async () => {})
    expect(localStorage.getItem('theme')).toBe('minimal')
    expect(document.documentElement).toHaveAttribute('data-theme', 'minimal')
  })

  it("speaks the page's language: its title, placeholder, group headings and counts", async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input } = renderDialog(vi.fn(), 'ar')
    expect(screen.getByRole('dialog', { name: 'البحث في نويثر' })).toBeInTheDocument()
    expect(input).toHaveAccessibleName('بحث')
    expect(input).toHaveAttribute('placeholder', 'اكتب مجالًا أو موضوعًا...')
    // The Arabic catalogue is a chunk of its own: the items arrive with it.
    const headings = () => Array.from(document.querySelectorAll('[cmdk-group-heading]')).map((h) => h.textContent)
    await waitFor(() => expect(headings()[0]).toBe('روابط'))
    expect(headings()).toContain('الرياضيات')
    expect(headings().at(-1)).toBe('السمة')
    expect(screen.getByRole('group', { name: 'السمة' })).toHaveTextContent('سمة داكنة')
    await waitFor(() => expect(screen.queryByText('جارٍ التحميل…')).not.toBeInTheDocument())
    await user.type(input, '@@@@')
    expect(await screen.findByText('لم يُعثر على أي نتائج.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('لا توجد نتائج')
  })

  it('searches the Arabic pages in Arabic, and the English pages as a fallback marked as English', async () => {
    vi.stubGlobal('fetch', vi.fn(serve))
    const user = userEvent.setup()
    const { input } = renderDialog(vi.fn(), 'ar')
    await waitFor(() => expect(screen.queryByText('جارٍ التحميل…')).not.toBeInTheDocument())
    await user.type(input, 'مصفوفات')
    const sections = await screen.findByRole('group', { name: 'أقسام' })
    expect(sections).toHaveTextContent('الجبر الخطي › المصفوفات المتناظرة')
    // Arabic words: folded and stemmed ("المصفوفة" and "مصفوفات" meet).
    await user.clear(input)
    await user.type(input, 'المصفوفة ')
    expect(await screen.findByRole('group', { name: 'أقسام' })).toHaveTextContent('المصفوفات المتناظرة')
    // An English word the Arabic pages lack: the English page that has it, in a group of its own, opening the English page.
    await user.clear(input)
    await user.type(input, 'Sylow')
    const english = await screen.findByRole('group', { name: 'بالإنجليزية' })
    expect(english).toHaveTextContent('Central results')
    expect(english).toHaveTextContent('بالإنجليزية')
    expect(within(english).getAllByRole('option')[0]).toHaveAttribute('data-href', '/mathematics/abstract-algebra#central-results')
  }, 20_000)
})
