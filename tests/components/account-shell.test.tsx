// @vitest-environment jsdom
import { render as plainRender, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { AccountShell } from '@/components/account/account-shell.client'
import { useAccountUser } from '@/components/account/account-user.client'
import { renderIntl as render } from './intl'

// What the mocks answer, set per test.
const state = vi.hoisted(() => ({
  pathname: '/dashboard',
  status: 'unknown' as 'unknown' | 'signed-in' | 'signed-out',
  user: null as AuthUser | null,
  account: 'ok' as 'checking' | 'ok' | 'repaired',
  replace: vi.fn<(href: string) => void>(),
}))

vi.mock('next/navigation', () => ({
  usePathname: () => state.pathname,
  useRouter: () => ({ push: vi.fn(), replace: (href: string) => state.replace(href) }),
}))
vi.mock('@/components/auth/auth-provider.client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/auth/auth-provider.client')>()),
  useAuth: () => ({ status: state.status, user: state.user, connect: () => {}, refresh: async () => {} }),
}))
// The frame's own Firestore work (the profile check, the connection badge) is not what these tests are about.
vi.mock('@/components/account/use-ensure-account', () => ({ useEnsureAccount: () => state.account }))
vi.mock('@/components/account/connection-status.client', () => ({ ConnectionBadge: () => <span data-testid="connection">Online</span> }))

const ada: AuthUser = { uid: 'u1', email: 'ada@example.org', displayName: 'Ada Lovelace', emailVerified: true, providerIds: ['password'] }

/** A screen as the account screens are written: it reads the signed-in user from the frame. */
function Screen() {
  const user = useAccountUser()
  return <p>Screen of {user.email}</p>
}

beforeEach(() => {
  state.pathname = '/dashboard'
  state.status = 'unknown'
  state.user = null
  state.account = 'ok'
  state.replace = vi.fn()
})

describe('<AccountShell>', () => {
  it('titles the screen after the pathname while the session is checked, and shows no screen yet', () => {
    state.pathname = '/settings'
    render(<AccountShell><Screen /></AccountShell>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings')
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…')
    expect(screen.queryByText(/Screen of/)).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument()
  })

  it('sends a signed-out visitor to log in, coming back to the screen', () => {
    state.pathname = '/billing'
    state.status = 'signed-out'
    render(<AccountShell><Screen /></AccountShell>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Billing')
    expect(state.replace).toHaveBeenCalledWith('/login?next=%2Fbilling')
  })

  it('gives the screen the signed-in user through the context, under the tabs with the current one marked', () => {
    state.pathname = '/profile'
    state.status = 'signed-in'
    state.user = ada
    render(<AccountShell><Screen /></AccountShell>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile')
    expect(screen.getByText('Screen of ada@example.org')).toBeInTheDocument()
    const tabs = screen.getByRole('navigation', { name: 'Account' })
    const links = Array.from(tabs.querySelectorAll('a'))
    expect(links.map((a) => a.textContent)).toEqual(['Dashboard', 'Profile', 'Settings', 'Billing', 'Notifications'])
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['Profile'])
    expect(screen.queryByText(/Your profile was missing/)).not.toBeInTheDocument()
  })

  it('follows the pathname into a screen\'s sub-path', () => {
    state.pathname = '/notifications/archive'
    render(<AccountShell><Screen /></AccountShell>)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notifications')
  })

  it('says so when the frame had to repair a missing profile', () => {
    state.status = 'signed-in'
    state.user = ada
    state.account = 'repaired'
    render(<AccountShell><Screen /></AccountShell>)
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was missing')
  })
})

describe('<AccountShell> in Arabic and Chinese', () => {
  it('titles the screen and names the tabs in the page\'s language, on its prefixed path', () => {
    state.pathname = '/ar/settings'
    state.status = 'signed-in'
    state.user = ada
    render(<AccountShell><Screen /></AccountShell>, { locale: 'ar' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('الإعدادات')
    const tabs = screen.getByRole('navigation', { name: 'الحساب' })
    const links = Array.from(tabs.querySelectorAll('a'))
    expect(links.map((a) => a.textContent)).toEqual(['لوحة التحكم', 'الملف الشخصي', 'الإعدادات', 'الفوترة', 'الإشعارات'])
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['الإعدادات'])
  })

  it('says so in Chinese when the profile was repaired, and titles an unknown path "Account"', () => {
    state.pathname = '/zh/account-elsewhere'
    state.status = 'signed-in'
    state.user = ada
    state.account = 'repaired'
    render(<AccountShell><Screen /></AccountShell>, { locale: 'zh' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('账户')
    expect(screen.getByRole('status')).toHaveTextContent('你的个人资料丢失了')
  })
})

describe('useAccountUser', () => {
  it('refuses to run outside the account frame', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => plainRender(<Screen />)).toThrow(/inside the account frame/)
    vi.mocked(console.error).mockRestore()
  })
})
