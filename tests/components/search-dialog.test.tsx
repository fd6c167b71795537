// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'next-themes'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import SearchDialog from '@/components/search/search-dialog'
import type { SearchIndexFile } from '@/lib/search/index-file'
import { resetSearchIndexCache } from '@/lib/search/load-index'

const push = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }))

const index: SearchIndexFile = {
  locale: 'en-US',
  pages: {
    '/mathematics/abstract-algebra': {
      title: 'Abstract Algebra',
      description: 'Groups, rings, fields, modules',
      keywords: ['cosets'],
      data: { '/mathematics/abstract-algebra#central-results': { heading: 'Central results', text: 'Sylow theorems count subgroups.' } },
    },
  },
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
  resetSearchIndexCache()
  localStorage.clear()
})

function renderDialog(onOpenChange = vi.fn()) {
  render(
    <ThemeProvider attribute="data-theme" themes={['light', 'dark', 'classic', 'minimal', 'cyber']} enableSystem defaultTheme="system">
      <SearchDialog open onOpenChange={onOpenChange} />
    </ThemeProvider>,
  )
  return { onOpenChange, input: screen.getByRole('combobox', { name: 'Search' }) }
}

describe('<SearchDialog>', () => {
  it('shows the placeholder, ranks fields by topic, and navigates on Enter', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(index)))))
    const user = userEvent.setup()
    const { input, onOpenChange } = renderDialog()
    expect(input).toHaveAttribute('placeholder', 'Type a field or topic...')
    await user.type(input, 'Lagrange')
    const math = screen.getByRole('group', { name: 'Mathematics' })
    expect(math.querySelector('[cmdk-item]')).toHaveTextContent('Abstract Algebra')
    await user.keyboard('{Enter}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(push).toHaveBeenCalledWith('/mathematics/abstract-algebra')
  })

  it('adds full-text section results and opens them at their anchor', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(index)))))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await user.type(input, 'Sylow')
    const sections = await screen.findByRole('group', { name: 'Sections' })
    await user.click(sections.querySelector('[cmdk-item]') as HTMLElement)
    expect(push).toHaveBeenCalledWith('/mathematics/abstract-algebra#central-results')
  })

  it('says "No results found." when nothing matches', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(index)))))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument())
    await user.type(input, '@@@@')
    expect(await screen.findByText('No results found.')).toBeInTheDocument()
  })

  it('reports a failed index and fetches again on Retry', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(new Response(JSON.stringify(index)))
    vi.stubGlobal('fetch', fetcher)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = userEvent.setup()
    renderDialog()
    expect(await screen.findByText('Failed to load search index.')).toBeInTheDocument()
    await user.click(screen.getByText('Retry'))
    await waitFor(() => expect(screen.queryByText('Failed to load search index.')).not.toBeInTheDocument())
    expect(fetcher).toHaveBeenCalledTimes(2)
  })

  it('sets the theme from the Theme group', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(index)))))
    const user = userEvent.setup()
    const { input } = renderDialog()
    await user.type(input, 'minimal')
    await user.click(screen.getByText('Minimal theme'))
    await act(async () => {})
    expect(localStorage.getItem('theme')).toBe('minimal')
    expect(document.documentElement).toHaveAttribute('data-theme', 'minimal')
  })
})
