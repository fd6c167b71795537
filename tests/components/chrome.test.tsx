// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'next-themes'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BannerDismissButton } from '@/components/banner-dismiss-button.client'
import MobileMenuSheet from '@/components/header/mobile-menu-sheet.client'
import ThemeMenu from '@/components/theme-menu.client'
import type { NavGroup } from '@/lib/nav-items'

vi.mock('next/navigation', () => ({ usePathname: () => '/solve/physics', useRouter: () => ({ push: vi.fn() }) }))

beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never
})

const themed = (ui: React.ReactNode) => (
  <ThemeProvider attribute="data-theme" themes={['light', 'dark', 'classic', 'minimal', 'cyber']} enableSystem defaultTheme="system">
    {ui}
  </ThemeProvider>
)

describe('<BannerDismissButton>', () => {
  it('hides the banner and stores 0 under its key', async () => {
    render(
      <div data-testid="banner">
        <BannerDismissButton storageKey="test-banner" />
      </div>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }))
    expect(screen.getByTestId('banner')).toHaveClass('noe-banner-hidden')
    expect(localStorage.getItem('test-banner')).toBe('0')
  })
})

describe('<ThemeMenu>', () => {
  it('lists the six themes and sets the one chosen', async () => {
    render(themed(<ThemeMenu defaultOpen />))
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((i) => i.textContent)).toEqual(['Light', 'Dark', 'Classic', 'Minimal', 'Cyber', 'System'])
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Cyber' }))
    expect(localStorage.getItem('theme')).toBe('cyber')
    expect(document.documentElement).toHaveAttribute('data-theme', 'cyber')
  })
})

describe('<MobileMenuSheet>', () => {
  const groups: NavGroup[] = [
    {
      title: 'Solve',
      href: '/solve',
      items: [
        { title: 'Physics', href: '/solve/physics' },
        { title: 'Hidden', href: '/hidden', disabled: true },
        { title: 'Coming later' },
      ],
    },
  ]

  it('shows grouped sections, hides disabled items, shows href-less items as text, and closes on a link', async () => {
    const onOpenChange = vi.fn()
    render(themed(<MobileMenuSheet open onOpenChange={onOpenChange} onBrowsePages={vi.fn()} returnFocus={vi.fn()} groups={groups} links={[{ title: 'About', href: '/about' }]} />))
    expect(screen.getByRole('heading', { name: 'Solve' })).toBeInTheDocument()
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument()
    expect(screen.getByText('Coming later').tagName).toBe('SPAN')
    const physics = screen.getByRole('link', { name: 'Physics' })
    expect(physics).toHaveAttribute('aria-current', 'page')
    await userEvent.click(physics)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('offers the six themes as a radio group', async () => {
    render(themed(<MobileMenuSheet open onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={vi.fn()} groups={groups} links={[]} />))
    const radios = screen.getAllByRole('radio')
    expect(radios).toHaveLength(6)
    await userEvent.click(screen.getByRole('radio', { name: 'Classic' }))
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveAttribute('aria-checked', 'true')
  })

  it('hands focus back to its opener when it closes', async () => {
    const returnFocus = vi.fn()
    const { rerender } = render(themed(<MobileMenuSheet open onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={returnFocus} groups={groups} links={[]} />))
    expect(returnFocus).not.toHaveBeenCalled()
    rerender(themed(<MobileMenuSheet open={false} onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={returnFocus} groups={groups} links={[]} />))
    await waitFor(() => expect(returnFocus).toHaveBeenCalledTimes(1))
  })
})
