// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { AccountUserProvider } from '@/components/account/account-user.client'
import type { AccountDb } from '@/components/account/use-db'
import type { DashboardData, Notification } from '@/lib/firebase/account'
import { CheckoutError } from '@/lib/firebase/account'
import { WELCOME_BODY, WELCOME_HREF, welcomeTitle } from '@/lib/firebase/welcome'
import { renderIntl } from './intl'

// The screens reach Firestore only through useAccountDb and useAccountBadges: both stubbed with what each test sets.
const state = vi.hoisted(() => ({
  notifications: [] as Notification[],
  dashboard: null as DashboardData | null,
  pro: false,
  startCheckout: vi.fn<(...args: unknown[]) => Promise<string>>(),
}))

const ready = {
  db: { name: 'db' },
  account: {
    CheckoutError,
    subscribeNotifications: (_db: unknown, _uid: string, next: (items: Notification[]) => void) => {
      next(state.notifications)
      return () => {}
    },
    subscribeDashboard: (_db: unknown, _uid: string, _problems: number, next: (data: DashboardData) => void) => {
      if (state.dashboard) next(state.dashboard)
      return () => {}
    },
    startCheckout: (...args: unknown[]) => state.startCheckout(...args),
  },
} as unknown as AccountDb

vi.mock('@/components/account/use-db', () => ({ useAccountDb: () => ready }))
vi.mock('@/components/account/use-account-badges', () => ({ useAccountBadges: () => ({ unread: 0, pro: state.pro }) }))

const { NotificationsList } = await import('@/components/account/notifications-list.client')
const { Billing } = await import('@/components/account/billing.client')
const { Dashboard } = await import('@/components/account/dashboard.client')

const ada: AuthUser = { uid: 'u1', email: 'ada@example.org', displayName: 'Ada Lovelace', emailVerified: true, providerIds: ['password'] }
const inFrame = (ui: ReactNode) => <AccountUserProvider user={ada}>{ui}</AccountUserProvider>

const at = new Date(2024, 0, 2, 15, 4, 5)
const welcome: Notification = { id: 'welcome', title: welcomeTitle('Ada'), body: WELCOME_BODY, href: WELCOME_HREF, read: true, createdAt: at }
const news: Notification = { id: 'n2', title: 'New practice problems in physics', body: 'Optics gained new problems.', href: undefined, read: false, createdAt: at }

beforeEach(() => {
  state.notifications = [news, welcome]
  state.dashboard = null
  state.pro = false
  state.startCheckout.mockReset()
})

describe('<NotificationsList>', () => {
  it('shows the notifications as stored, their time as toLocaleString("en-US") did, and the unread count', () => {
    renderIntl(inFrame(<NotificationsList />))
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 unread')
    const list = screen.getByRole('list', { name: 'Notifications' })
    expect(within(list).getByRole('link', { name: 'Welcome to Noether, Ada!' })).toHaveAttribute('href', '/learn')
    expect(within(list).getByText(WELCOME_BODY)).toBeInTheDocument()
    expect(within(list).getAllByText(at.toLocaleString('en-US'))).toHaveLength(2)
    expect(within(list).getByRole('button', { name: 'Delete "Welcome to Noether, Ada!"' })).toBeInTheDocument()
    expect(within(list).getByRole('img', { name: 'Unread' })).toBeInTheDocument()
  })

  it('shows the welcome (stored in English) in Chinese, leaves other notifications as written, and dates them in Chinese', () => {
    renderIntl(inFrame(<NotificationsList />), { locale: 'zh' })
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('1 条未读')
    expect(screen.getByRole('link', { name: '欢迎来到 Noether，Ada！' })).toBeInTheDocument()
    expect(screen.getByText('选择一个学科开始阅读；你的学习进度和书签会显示在仪表板上。')).toBeInTheDocument()
    expect(screen.getByText('New practice problems in physics')).toBeInTheDocument()
    expect(screen.getAllByText('2024/1/2 15:04:05')).toHaveLength(2)
    expect(screen.getByRole('button', { name: '删除“欢迎来到 Noether，Ada！”' })).toBeInTheDocument()
  })

  it('says all caught up, in Arabic too', () => {
    state.notifications = [welcome]
    const { unmount } = renderIntl(inFrame(<NotificationsList />))
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('All caught up.')
    unmount()
    renderIntl(inFrame(<NotificationsList />), { locale: 'ar' })
    expect(screen.getByTestId('unread-summary')).toHaveTextContent('لا شيء جديد، قرأت كل الإشعارات.')
  })
})

describe('<Billing>', () => {
  it('shows the plans, prices and features in English as before', () => {
    renderIntl(inFrame(<Billing />))
    expect(screen.getByText(/^Your plan:/)).toHaveTextContent('Your plan: Free. Reading is free on every plan.')
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Free')
    expect(screen.getByRole('heading', { name: 'Free $0' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Pro $5 / month' })).toBeInTheDocument()
    const pro = screen.getByRole('region', { name: 'Pro $5 / month' })
    expect(within(pro).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Everything in Free',
      'Spaced review of the problems you solved',
      'Offline reading lists',
      'Support open educational resources',
    ])
    expect(screen.getByText('Current plan')).toBeInTheDocument()
  })

  it('thanks a Pro member', () => {
    state.pro = true
    renderIntl(inFrame(<Billing />))
    expect(screen.getByText(/^Your plan:/)).toHaveTextContent('Your plan: Pro — thank you for supporting open education. Reading is free on every plan.')
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument()
  })

  it('words a checkout refused for our own reasons, and shows the extension\'s own message as it wrote it', async () => {
    state.startCheckout.mockRejectedValueOnce(new CheckoutError('notStripe'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderIntl(inFrame(<Billing />))
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment page is not on Stripe. Nothing was charged.')
    state.startCheckout.mockRejectedValueOnce(new Error('Your card was declined.'))
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.')
    state.startCheckout.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }))
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Upgrading is not available on this address.')
    vi.mocked(console.warn).mockRestore()
  })

  it('shows the plans in Arabic, with the price in the reader\'s language', async () => {
    state.startCheckout.mockRejectedValueOnce(new CheckoutError('unavailable'))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderIntl(inFrame(<Billing />), { locale: 'ar' })
    expect(screen.getByTestId('current-plan')).toHaveTextContent('المجانية')
    expect(screen.getByRole('heading', { name: /^Pro .*شهريًا$/ })).toBeInTheDocument()
    expect(screen.getByText('كل ما في الخطة المجانية')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'الترقية إلى Pro' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('الدفع غير متاح حاليًا.')
    vi.mocked(console.warn).mockRestore()
  })
})

describe('<Dashboard>', () => {
  const subjects = [{ slug: 'mathematics', title: 'Mathematics', fields: 3, problems: 2 }]
  const data: DashboardData = { recent: [], visitedBySubject: { mathematics: 1 }, solvedBySubject: {}, bookmarks: [] }

  it('greets, shows the plan and counts progress in English as before', () => {
    state.dashboard = data
    renderIntl(inFrame(<Dashboard subjects={subjects} />))
    expect(screen.getByText('Welcome back, Ada.')).toBeInTheDocument()
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('Free plan')
    expect(screen.getByTestId('progress-mathematics')).toHaveTextContent('Mathematics1 of 3 fields · 0 of 2 problems')
    expect(screen.getByRole('progressbar', { name: 'Mathematics fields visited' })).toHaveAttribute('aria-valuenow', '1')
    expect(screen.getByRole('region', { name: 'Continue reading' })).toHaveTextContent('Nothing yet. Start with a subject.')
    expect(screen.getByRole('link', { name: 'Start with a subject' })).toHaveAttribute('href', '/learn')
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('New practice problems in physics')
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Welcome to Noether, Ada!')
  })

  it('speaks Arabic, the welcome included, and says loading while progress is unknown', () => {
    renderIntl(inFrame(<Dashboard subjects={subjects} />), { locale: 'ar' })
    expect(screen.getByText('مرحبًا بعودتك يا Ada.')).toBeInTheDocument()
    expect(screen.getByTestId('plan-badge')).toHaveTextContent('الخطة المجانية')
    expect(screen.getByRole('region', { name: 'تابع القراءة' })).toHaveTextContent('جارٍ التحميل…')
    expect(screen.getByRole('region', { name: 'الإشعارات' })).toHaveTextContent('مرحبًا بك في نويثر يا Ada!')
  })
})
