// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Locale } from '@/lib/i18n/locales'
import { renderIntl } from './intl'

// The forms reach Firebase only through lib/firebase/sign-in and the session module: both stubbed.
const nav = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }))
const signIn = vi.hoisted(() => ({
  logInWithEmail: vi.fn<(email: string, password: string) => Promise<unknown>>(async () => ({})),
  logInWithProvider: vi.fn(async () => ({})),
  sendReset: vi.fn<(email: string) => Promise<void>>(async () => {}),
  signUpWithEmail: vi.fn<(...args: string[]) => Promise<unknown>>(async () => ({})),
}))
const session = vi.hoisted(() => ({
  subscribeAuthUser: vi.fn((next: (u: null) => void) => {
    next(null)
    return () => {}
  }),
  reloadAuthUser: vi.fn(async () => null),
}))

vi.mock('next/navigation', () => ({
  usePathname: () => '/login',
  useRouter: () => ({ replace: nav.replace, push: nav.push }),
  useSearchParams: () => new URLSearchParams(),
}))
vi.mock('@/lib/firebase/sign-in', () => signIn)
vi.mock('@/lib/firebase/session', () => session)

const { AuthProvider } = await import('@/components/auth/auth-provider.client')
const { LoginForm } = await import('@/components/auth/login-form.client')
const { SignUpForm } = await import('@/components/auth/sign-up-form.client')

/** Renders a form as its page does, once Auth has answered (nobody is signed in). */
async function show(ui: ReactNode, locale: Locale = 'en') {
  renderIntl(<AuthProvider>{ui}</AuthProvider>, { locale })
  await act(async () => {})
  return userEvent.setup()
}

beforeEach(() => vi.clearAllMocks())

describe('the login form', () => {
  it('reads as before in English', async () => {
    await show(<LoginForm />)
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByText('Welcome back. Your progress, bookmarks and notifications are waiting.')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Log in' })
    expect(within(form).getByLabelText('E-mail')).toBeInTheDocument()
    expect(within(form).getByLabelText('Password')).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument()
    expect(within(form).getByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up')
    expect(screen.getByRole('link', { name: 'Create an account' }).parentElement).toHaveTextContent(/^New to Noether\? Create an account$/)
  })

  it('words each field error, the forgotten password and a wrong password in the spec’s English', async () => {
    const user = await show(<LoginForm />)
    const form = screen.getByRole('form', { name: 'Log in' })
    await user.click(within(form).getByRole('button', { name: 'Log in' }))
    expect(within(form).getByText('Enter your e-mail address.')).toBeInTheDocument()
    expect(within(form).getByText('Enter your password.')).toBeInTheDocument()

    await user.click(within(form).getByRole('button', { name: 'Forgot password?' }))
    expect(within(form).getByText('Enter your e-mail address above, then choose "Forgot password?" again.')).toBeInTheDocument()

    await user.type(within(form).getByLabelText('E-mail'), 'ada@example.org')
    await user.click(within(form).getByRole('button', { name: 'Forgot password?' }))
    expect(signIn.sendReset).toHaveBeenCalledWith('ada@example.org')
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'If an account exists for ada@example.org, we have sent it a link to reset the password.',
    )

    signIn.logInWithEmail.mockRejectedValueOnce({ code: 'auth/wrong-password' })
    await user.type(within(form).getByLabelText('Password'), 'not-it-1')
    await user.click(within(form).getByRole('button', { name: 'Log in' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('That e-mail and password do not match. Check them and try again.')
  })

  it('speaks Arabic', async () => {
    const user = await show(<LoginForm />, 'ar')
    const form = screen.getByRole('form', { name: 'تسجيل الدخول' })
    expect(screen.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }))
    expect(within(form).getByText('أدخل عنوان بريدك الإلكتروني.')).toBeInTheDocument()
  })

  it('translates a Firebase error', async () => {
    const user = await show(<LoginForm />, 'zh')
    const form = screen.getByRole('form', { name: '登录' })
    signIn.logInWithEmail.mockRejectedValueOnce({ code: 'auth/too-many-requests' })
    await user.type(within(form).getByLabelText('电子邮箱'), 'ada@example.org')
    await user.type(within(form).getByLabelText('密码'), 'whatever-1')
    await user.click(within(form).getByRole('button', { name: '登录' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('尝试次数过多。请等待几分钟，或重置密码。')
  })
})

describe('the sign-up form', () => {
  it('reads as before in English and explains its rules', async () => {
    const user = await show(<SignUpForm />)
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Log in' }).parentElement).toHaveTextContent(/^Already have an account\? Log in$/)
    const form = screen.getByRole('form', { name: 'Sign up' })
    expect(within(form).getByText('At least 8 characters, with a letter and a digit.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Display name'), 'Ada')
    await user.type(within(form).getByLabelText('E-mail'), 'ada@')
    await user.type(within(form).getByLabelText('Password'), 'short1')
    await user.type(within(form).getByLabelText('Confirm password'), 'other')
    await user.click(within(form).getByRole('button', { name: 'Sign up' }))
    expect(within(form).getByText('That does not look like an e-mail address.')).toBeInTheDocument()
    expect(within(form).getByText('Use at least 8 characters.')).toBeInTheDocument()
  })

  it('gives an address already in use a friendly message', async () => {
    const user = await show(<SignUpForm />)
    const form = screen.getByRole('form', { name: 'Sign up' })
    signIn.signUpWithEmail.mockRejectedValueOnce({ code: 'auth/email-already-in-use' })
    await user.type(within(form).getByLabelText('Display name'), 'Ada')
    await user.type(within(form).getByLabelText('E-mail'), 'ada@example.org')
    await user.type(within(form).getByLabelText('Password'), 'engine42')
    await user.type(within(form).getByLabelText('Confirm password'), 'other42x')
    await user.click(within(form).getByRole('button', { name: 'Sign up' }))
    expect(within(form).getByText('The passwords do not match.')).toBeInTheDocument()
    await user.clear(within(form).getByLabelText('Confirm password'))
    await user.type(within(form).getByLabelText('Confirm password'), 'engine42')
    await user.click(within(form).getByRole('button', { name: 'Sign up' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this e-mail already exists. Log in instead, or reset your password.')
  })

  it('speaks Chinese', async () => {
    await show(<SignUpForm />, 'zh')
    const form = screen.getByRole('form', { name: '注册' })
    expect(within(form).getByText('至少 8 个字符，且包含字母和数字。')).toBeInTheDocument()
    // The link stays in Chinese.
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/zh/login')
  })
})
