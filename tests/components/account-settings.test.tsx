// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTranslator } from 'use-intl/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import type { AccountDb } from '@/components/account/use-db'
import type { ConnectionState } from '@/lib/firebase/connection'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { messages } from '@/lib/i18n/messages'
import { renderIntl as render } from './intl'

// The screens reach Firebase only through lib/firebase/account-auth and the account module: both stubbed.
const nav = vi.hoisted(() => ({ replace: vi.fn() }))
const accountAuth = vi.hoisted(() => ({
  changePassword: vi.fn<(...args: unknown[]) => Promise<void>>(async () => {}),
  deleteAccount: vi.fn<(...args: unknown[]) => Promise<void>>(async () => {}),
  sendVerificationEmail: vi.fn(async () => {}),
  renameSignedInUser: vi.fn<(...args: unknown[]) => Promise<void>>(async () => {}),
}))
const connection = vi.hoisted(() => ({ next: undefined as undefined | ((state: ConnectionState) => void), stop: vi.fn() }))

vi.mock('next/navigation', () => ({ usePathname: () => '/settings', useRouter: () => ({ replace: nav.replace, push: vi.fn() }) }))
vi.mock('@/lib/firebase/account-auth', () => accountAuth)
vi.mock('@/components/account/use-db', () => ({
  useAccountDb: () => ready,
}))

const ready = {
  db: { name: 'db' },
  account: {
    watchConnection: (_db: unknown, _uid: string, next: (state: ConnectionState) => void) => {
      connection.next = next
      return connection.stop
    },
  },
} as unknown as AccountDb

const { ChangePasswordForm } = await import('@/components/account/change-password-form.client')
const { DeleteAccountForm } = await import('@/components/account/delete-account-form.client')
const { ProfileIdentity } = await import('@/components/account/profile-identity.client')
const { ConnectionBadge } = await import('@/components/account/connection-status.client')
const { endLeaving, isLeaving } = await import('@/components/auth/leaving')

const person = (providerIds: string[], emailVerified = true): AuthUser => ({ uid: 'u1', email: 'ada@example.org', displayName: 'Ada', emailVerified, providerIds })
const codeError = (code: string) => Object.assign(new Error(code), { code })

/** A Firebase error as the screens word it in English (lib/firebase/auth-errors gives the `auth` key). */
const auth = createTranslator({ locale: 'en-US', messages: messages.en, namespace: 'auth' })
const worded = (code: string) => {
  const m = authErrorMessage({ code })
  return auth(m.key, m.values)
}

beforeEach(() => {
  vi.clearAllMocks()
  connection.next = undefined
})
afterEach(() => endLeaving())

describe('<ChangePasswordForm>', () => {
  async function fill(current: string, next: string, confirm = next) {
    await userEvent.type(screen.getByLabelText('Current password'), current)
    await userEvent.type(screen.getByLabelText('New password'), next)
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirm)
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
  }

  it('changes the password with the current one, says so and empties the form', async () => {
    const user = person(['password'])
    render(<ChangePasswordForm user={user} />)
    await fill('engine42', 'analytical7')
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed.')
    expect(accountAuth.changePassword).toHaveBeenCalledWith(user, 'engine42', 'analytical7')
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('words a refusal from Firebase, and changes nothing for a form that does not check out', async () => {
    accountAuth.changePassword.mockRejectedValueOnce(codeError('auth/wrong-password'))
    render(<ChangePasswordForm user={person(['password'])} />)
    await fill('nope', 'analytical7')
    expect(await screen.findByRole('alert')).toHaveTextContent(worded('auth/wrong-password'))
    accountAuth.changePassword.mockClear()
    await userEvent.clear(screen.getByLabelText('Confirm new password'))
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'different9')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()
    expect(accountAuth.changePassword).not.toHaveBeenCalled()
  })
})

describe('<DeleteAccountForm>', () => {
  it('deletes only once DELETE is typed, leaving from the proof on, then goes home', async () => {
    const user = person(['password'])
    accountAuth.deleteAccount.mockImplementationOnce(async (...args: unknown[]) => {
      expect(isLeaving()).toBe(false)
      ;(args[3] as () => void)()
    })
    render(<DeleteAccountForm ready={ready} user={user} />)
    const button = screen.getByRole('button', { name: 'Delete my account' })
    expect(button).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Password'), 'engine42')
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE')
    await userEvent.click(button)
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/?account=deleted'))
    expect(accountAuth.deleteAccount).toHaveBeenCalledWith(ready.db, user, 'engine42', expect.any(Function))
    expect(isLeaving()).toBe(true)
  })

  it('words a failure and lets the owner try again', async () => {
    accountAuth.deleteAccount.mockRejectedValueOnce(codeError('auth/requires-recent-login'))
    render(<DeleteAccountForm ready={ready} user={person(['password'])} />)
    await userEvent.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE')
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(worded('auth/requires-recent-login'))
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled()
    expect(nav.replace).not.toHaveBeenCalled()
  })

  it('tells a Google or GitHub account how it will confirm, with no password field', () => {
    const { unmount } = render(<DeleteAccountForm ready={ready} user={person(['google.com'])} />)
    expect(screen.getByText('To confirm, you will sign in with Google once more.')).toBeInTheDocument()
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    unmount()
    render(<DeleteAccountForm ready={ready} user={person(['github.com'])} />)
    expect(screen.getByText('To confirm, you will sign in with GitHub once more.')).toBeInTheDocument()
  })
})

describe('<ProfileIdentity>', () => {
  it('sends a new verification link on request and says where, or words the failure', async () => {
    const onMessage = vi.fn()
    render(<ProfileIdentity user={person(['password'], false)} name="Ada" onMessage={onMessage} />)
    expect(screen.getByTestId('email-status')).toHaveTextContent('E-mail not verified yet')
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification' }))
    expect(accountAuth.sendVerificationEmail).toHaveBeenCalledTimes(1)
    expect(onMessage).toHaveBeenLastCalledWith({ tone: 'success', text: 'We sent a new verification link to ada@example.org.' })
    accountAuth.sendVerificationEmail.mockRejectedValueOnce(codeError('auth/too-many-requests'))
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification' }))
    expect(onMessage).toHaveBeenLastCalledWith({ tone: 'error', text: worded('auth/too-many-requests') })
  })
})

describe('<ConnectionBadge>', () => {
  it('shows the state lib/firebase reports for the user, and stops watching when it goes', () => {
    const { unmount } = render(<ConnectionBadge uid="u1" />)
    expect(screen.getByTestId('connection')).toHaveTextContent('Unknown')
    act(() => connection.next?.('Online'))
    expect(screen.getByRole('status', { name: 'Connection: Online' })).toBeInTheDocument()
    act(() => connection.next?.('Offline'))
    expect(screen.getByTestId('connection')).toHaveTextContent('Offline')
    unmount()
    expect(connection.stop).toHaveBeenCalledTimes(1)
  })
})

describe('in the reader\'s language', () => {
  it('describes the password rules in English as before, and words a form in Arabic', async () => {
    const { unmount } = render(<ChangePasswordForm user={person(['password'])} />)
    expect(screen.getByText('At least 8 characters, with a letter and a digit.')).toBeInTheDocument()
    unmount()
    render(<ChangePasswordForm user={person(['password'])} />, { locale: 'ar' })
    expect(screen.getByRole('region', { name: 'تغيير كلمة المرور' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('كلمة المرور الحالية'), 'engine42')
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'analytical7')
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'analytical7')
    await userEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }))
    expect(await screen.findByRole('status')).toHaveTextContent('تم تغيير كلمة المرور.')
  })

  it('names the provider a deletion confirms with, or says "your sign-in provider", in each language', () => {
    const { unmount } = render(<DeleteAccountForm ready={ready} user={person(['google.com'])} />, { locale: 'zh' })
    expect(screen.getByText('为确认身份，你需要再通过 Google 登录一次。')).toBeInTheDocument()
    expect(screen.getByLabelText('输入 DELETE 以确认')).toBeInTheDocument()
    unmount()
    render(<DeleteAccountForm ready={ready} user={person(['phone'])} />)
    expect(screen.getByText('To confirm, you will sign in with your sign-in provider once more.')).toBeInTheDocument()
  })

  it('tells where the new verification link went, in Chinese', async () => {
    const onMessage = vi.fn()
    render(<ProfileIdentity user={person(['password'], false)} name="Ada" onMessage={onMessage} />, { locale: 'zh' })
    expect(screen.getByTestId('email-status')).toHaveTextContent('电子邮箱尚未验证')
    await userEvent.click(screen.getByRole('button', { name: '重新发送验证邮件' }))
    expect(onMessage).toHaveBeenLastCalledWith({ tone: 'success', text: '我们已向 ada@example.org 发送了新的验证链接。' })
  })

  it('names the connection state in Arabic', () => {
    render(<ConnectionBadge uid="u1" />, { locale: 'ar' })
    expect(screen.getByTestId('connection')).toHaveTextContent('غير معروف')
    act(() => connection.next?.('Offline'))
    expect(screen.getByRole('status', { name: 'الاتصال: غير متصل' })).toHaveTextContent('غير متصل')
  })
})
