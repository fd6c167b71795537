// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'next-themes'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { BannerDismissButton } from '@/components/banner-dismiss-button.client'
import { CopyButton } from '@/components/copy-button.client'
import { AccountControls } from '@/components/header/account-controls.client'
import MobileMenuSheet from '@/components/header/mobile-menu-sheet.client'
import { MobileMenu } from '@/components/header/mobile-menu.client'
import NavMenuRadix from '@/components/header/nav-menu-radix.client'
import UserMenus from '@/components/header/user-menus.client'
import ThemeMenu from '@/components/theme-menu.client'
import { ThemeTriggerButton } from '@/components/theme-trigger-button.client'
import type { NavGroup } from '@/lib/nav-items'
import { renderIntl } from './intl'

// What the mocks answer, set per test.
const state = vi.hoisted(() => ({
  status: 'signed-out' as 'unknown' | 'signed-in' | 'signed-out',
  unread: 0,
  pro: false,
}))

vi.mock('next/navigation', () => ({ usePathname: () => '/solve/physics', useRouter: () => ({ push: vi.fn() }) }))
vi.mock('nextra-theme-docs', () => ({ useMenu: () => false, setMenu: vi.fn() }))
vi.mock('@/components/auth/auth-provider.client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/auth/auth-provider.client')>()),
  useAuth: () => ({ status: state.status, user: null, connect: () => {}, refresh: async () => {} }),
}))
// The badges' Firestore subscriptions are not what these tests are about.
vi.mock('@/components/account/use-account-badges', () => ({ useAccountBadges: () => ({ unread: state.unread, pro: state.pro }) }))

beforeAll(() => {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} })) as never
})

beforeEach(() => {
  state.status = 'signed-out'
  state.unread = 0
  state.pro = false
})

const themed = (ui: React.ReactNode) => (
  <ThemeProvider attribute="data-theme" themes={['light', 'dark', 'classic', 'minimal', 'cyber']} enableSystem defaultTheme="system">
    {ui}
  </ThemeProvider>
)

describe('<BannerDismissButton>', () => {
  it('hides the banner and stores 0 under its key', async () => {
    renderIntl(
      <div data-testid="banner">
        <BannerDismissButton storageKey="test-banner" />
      </div>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss banner' }))
    expect(screen.getByTestId('banner')).toHaveClass('noe-banner-hidden')
    expect(localStorage.getItem('test-banner')).toBe('0')
  })

  it('is named in the page\'s language', () => {
    renderIntl(<BannerDismissButton storageKey="test-banner" />, { locale: 'ar' })
    expect(screen.getByRole('button', { name: 'إغلاق الإعلان' })).toBeInTheDocument()
  })
})

describe('<ThemeMenu>', () => {
  it('lists the six themes and sets the one chosen', async () => {
    renderIntl(themed(<ThemeMenu defaultOpen />))
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((i) => i.textContent)).toEqual(['Light', 'Dark', 'Classic', 'Minimal', 'Cyber', 'System'])
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Cyber' }))
    expect(localStorage.getItem('theme')).toBe('cyber')
    expect(document.documentElement).toHaveAttribute('data-theme', 'cyber')
  })

  it('names the themes in the page\'s language', async () => {
    renderIntl(themed(<ThemeMenu defaultOpen />), { locale: 'zh' })
    const items = await screen.findAllByRole('menuitemradio')
    expect(items.map((i) => i.textContent)).toEqual(['浅色', '深色', '经典', '极简', '赛博', '跟随系统'])
    expect(screen.getByText('主题')).toBeInTheDocument()
  })
})

describe('<ThemeTriggerButton>', () => {
  it('says the current theme, or only what it does while the theme is unknown', () => {
    const { rerender } = renderIntl(<ThemeTriggerButton current="minimal" />)
    expect(screen.getByTestId('theme-switcher')).toHaveAccessibleName('Theme: Minimal. Change theme')
    rerender(<ThemeTriggerButton current={undefined} />)
    expect(screen.getByTestId('theme-switcher')).toHaveAccessibleName('Change theme')
  })

  it('says it in Arabic on an Arabic page', () => {
    renderIntl(<ThemeTriggerButton current="dark" />, { locale: 'ar' })
    expect(screen.getByTestId('theme-switcher')).toHaveAccessibleName('السمة: داكنة. تغيير السمة')
  })
})

describe('<CopyButton>', () => {
  it('copies a citation and confirms with "Copied" for 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderIntl(<CopyButton text="Hammack, Book of Proof" />)
    await userEvent.click(screen.getByRole('button', { name: 'Copy citation' }))
    expect(writeText).toHaveBeenCalledWith('Hammack, Book of Proof')
    expect(screen.getByRole('button')).toHaveTextContent('Copied')
    await act(async () => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('button')).toHaveTextContent('Copy citation')
    vi.useRealTimers()
  })

  it('speaks the page\'s language unless given its own label', () => {
    const { unmount } = renderIntl(<CopyButton text="x" />, { locale: 'zh' })
    expect(screen.getByRole('button')).toHaveTextContent('复制引文')
    unmount()
    renderIntl(<CopyButton text="x" label="Copy BibTeX" />, { locale: 'zh' })
    expect(screen.getByRole('button')).toHaveTextContent('Copy BibTeX')
  })
})

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

describe('<MobileMenuSheet>', () => {
  it('shows grouped sections, hides disabled items, shows href-less items as text, and closes on a link', async () => {
    const onOpenChange = vi.fn()
    renderIntl(themed(<MobileMenuSheet open onOpenChange={onOpenChange} onBrowsePages={vi.fn()} returnFocus={vi.fn()} groups={groups} links={[{ title: 'About', href: '/about' }]} />))
    expect(screen.getByRole('heading', { name: 'Solve' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'More' })).toBeInTheDocument()
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument()
    expect(screen.getByText('Coming later').tagName).toBe('SPAN')
    const physics = screen.getByRole('link', { name: 'Physics' })
    expect(physics).toHaveAttribute('aria-current', 'page')
    await userEvent.click(physics)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('is worded in the page\'s language', () => {
    renderIntl(themed(<MobileMenuSheet open onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={vi.fn()} groups={groups} links={[]} />), { locale: 'ar' })
    expect(screen.getByRole('dialog', { name: 'قائمة الموقع' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'إغلاق القائمة' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'التنقل على الجوال' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'المزيد' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'تصفّح جميع الصفحات' })).toBeInTheDocument()
    expect(screen.getByRole('radiogroup', { name: 'السمة' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'حسب النظام' })).toBeInTheDocument()
  })

  it('offers the six themes as a radio group', async () => {
    renderIntl(themed(<MobileMenuSheet open onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={vi.fn()} groups={groups} links={[]} />))
    const radios = screen.getAllByRole('radio')
    expect(radios).toHaveLength(6)
    await userEvent.click(screen.getByRole('radio', { name: 'Classic' }))
    expect(screen.getByRole('radio', { name: 'Classic' })).toHaveAttribute('aria-checked', 'true')
  })

  it('hands focus back to its opener when it closes', async () => {
    const returnFocus = vi.fn()
    const { rerender } = renderIntl(themed(<MobileMenuSheet open onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={returnFocus} groups={groups} links={[]} />))
    expect(returnFocus).not.toHaveBeenCalled()
    rerender(themed(<MobileMenuSheet open={false} onOpenChange={vi.fn()} onBrowsePages={vi.fn()} returnFocus={returnFocus} groups={groups} links={[]} />))
    await waitFor(() => expect(returnFocus).toHaveBeenCalledTimes(1))
  })
})

describe('<MobileMenu> and <NavMenuRadix>', () => {
  it('name the menu button and the main navigation in the page\'s language', () => {
    renderIntl(<MobileMenu groups={groups} links={[]} />, { locale: 'zh' })
    expect(screen.getByTestId('mobile-menu-toggle')).toHaveAccessibleName('切换菜单')
  })

  it('keep the dropdowns\' test ids in every language', async () => {
    const arabic = [{ ...groups[0]!, title: 'حل المسائل' }]
    renderIntl(<NavMenuRadix groups={arabic} links={[{ title: 'حول', href: '/about' }]} />, { locale: 'ar' })
    expect(screen.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'حل المسائل' }))
    expect(await screen.findByTestId('menu-solve')).toBeInTheDocument()
  })
})

describe('the account controls', () => {
  const ada: AuthUser = { uid: 'u1', email: 'ada@example.org', displayName: 'Ada Lovelace', emailVerified: true, providerIds: ['password'] }

  it('offer Log In and Sign Up to visitors, in the page\'s language', () => {
    const { unmount } = renderIntl(<AccountControls />)
    expect(screen.getAllByRole('link', { name: 'Log In' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up')
    unmount()
    renderIntl(<AccountControls />, { locale: 'ar' })
    expect(screen.getAllByRole('link', { name: 'تسجيل الدخول' })).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'إنشاء حساب' })).toBeInTheDocument()
  })

  it('name the signed-in menus by the initials first, and list the screens in English as before', async () => {
    state.unread = 3
    renderIntl(<UserMenus user={ada} />)
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('AL, User menu')
    expect(screen.getByTestId('avatar-menu')).toHaveAccessibleName('AL, Account menu')
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(screen.getByRole('status')).toHaveTextContent('3 unread notifications')
    await userEvent.click(screen.getByTestId('user-menu'))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((i) => i.textContent)).toEqual(['Profile', 'Dashboard', 'Notifications3', 'Billing', 'Settings', 'Upgrade to Pro', 'Log out'])
  })

  it('speak Arabic and Chinese, with plural forms', async () => {
    state.unread = 2
    const { unmount } = renderIntl(<UserMenus user={ada} />, { locale: 'ar' })
    expect(screen.getByTestId('user-menu')).toHaveAccessibleName('AL، قائمة المستخدم')
    expect(screen.getByRole('status')).toHaveTextContent('إشعاران غير مقروءين')
    expect(screen.getByRole('link', { name: 'لوحة التحكم' })).toBeInTheDocument()
    unmount()
    state.unread = 11
    renderIntl(<UserMenus user={ada} />, { locale: 'zh' })
    expect(screen.getByRole('status')).toHaveTextContent('11 条未读通知')
    await userEvent.click(screen.getByTestId('user-menu'))
    expect(await screen.findByRole('menuitem', { name: '退出登录' })).toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: '升级到 Pro' })).toBeInTheDocument()
  })
})
