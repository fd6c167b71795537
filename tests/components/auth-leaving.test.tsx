// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderIntl } from './intl'

const nav = vi.hoisted(() => ({ pathname: '/settings', replace: vi.fn(), push: vi.fn() }))
const session = vi.hoisted(() => ({ signOutAndForget: vi.fn(async () => {}), subscribeAuthUser: vi.fn() }))

vi.mock('next/navigation', () => ({ usePathname: () => nav.pathname, useRouter: () => ({ replace: nav.replace, push: nav.push }) }))
vi.mock('@/lib/firebase/session', () => session)

const { AuthProvider } = await import('@/components/auth/auth-provider.client')
const { RequireAuth } = await import('@/components/auth/require-auth.client')
const { beginLeaving, endLeaving, hasArrived, isLeaving, LEAVING_SAFETY_MS, signOutAndLeave, subscribeLeaving } = await import('@/components/auth/leaving')

afterEach(() => {
  endLeaving()
  vi.useRealTimers()
})

describe('the leaving store', () => {
  it('begins and ends, telling its subscribers each time', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeLeaving(listener)
    expect(isLeaving()).toBe(false)
    beginLeaving()
    expect(isLeaving()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    endLeaving()
    expect(isLeaving()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    endLeaving() // nothing under way: nothing to tell
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    beginLeaving()
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('ends by itself after the safety delay when no navigation ends it', () => {
    vi.useFakeTimers()
    beginLeaving('/login')
    vi.advanceTimersByTime(LEAVING_SAFETY_MS - 1)
    expect(isLeaving()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(isLeaving()).toBe(false)
  })

  it('has arrived at its target, or, with none, anywhere but where it began', () => {
    expect(hasArrived({ to: '/login' }, '/dashboard', '/dashboard')).toBe(false)
    expect(hasArrived({ to: '/login' }, '/dashboard', '/settings')).toBe(false)
    expect(hasArrived({ to: '/login' }, '/dashboard', '/login')).toBe(true)
    expect(hasArrived({}, '/settings', '/settings')).toBe(false)
    expect(hasArrived({}, '/settings', '/')).toBe(true)
  })
})

describe('leaving, in the pages', () => {
  beforeEach(() => {
    nav.pathname = '/settings'
    vi.clearAllMocks()
    // Auth answers at once: nobody is signed in.
    session.subscribeAuthUser.mockImplementation((next: (u: null) => void) => {
      next(null)
      return () => {}
    })
  })

  const page = () => (
    <AuthProvider>
      <RequireAuth>{() => <p>Protected</p>}</RequireAuth>
    </AuthProvider>
  )

  it('keeps a protected page from redirecting to /login while leaving, and ends on arrival', async () => {
    act(() => beginLeaving())
    const view = renderIntl(page())
    await screen.findByRole('status')
    await act(async () => {})
    expect(session.subscribeAuthUser).toHaveBeenCalled() // signed out by now
    expect(nav.replace).not.toHaveBeenCalled()
    expect(isLeaving()).toBe(true)
    // The flow navigates: the protected page is gone and leaving ends.
    nav.pathname = '/'
    view.rerender(
      <AuthProvider>
        <p>Home</p>
      </AuthProvider>,
    )
    await act(async () => {})
    expect(isLeaving()).toBe(false)
    expect(nav.replace).not.toHaveBeenCalled()
  })

  it('redirects a signed-out visitor to /login?next= when nothing is leaving, including once leaving ends in place', async () => {
    act(() => beginLeaving())
    renderIntl(page())
    await act(async () => {})
    expect(nav.replace).not.toHaveBeenCalled()
    act(() => endLeaving())
    expect(nav.replace).toHaveBeenCalledWith('/login?next=%2Fsettings')
  })

  it('log out: signs out, goes to /login, and stays leaving until it is there', async () => {
    nav.pathname = '/dashboard'
    const view = renderIntl(page())
    await act(async () => {})
    nav.replace.mockClear()
    await act(() => signOutAndLeave(nav.push))
    expect(session.signOutAndForget).toHaveBeenCalledTimes(1)
    expect(nav.push).toHaveBeenCalledWith('/login')
    expect(isLeaving()).toBe(true)
    expect(nav.replace).not.toHaveBeenCalled()
    nav.pathname = '/login'
    view.rerender(
      <AuthProvider>
        <p>Log in</p>
      </AuthProvider>,
    )
    await act(async () => {})
    expect(isLeaving()).toBe(false)
  })

  it('log out still goes to /login when signing out fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    session.signOutAndForget.mockRejectedValueOnce(new Error('network'))
    await signOutAndLeave(nav.push)
    expect(error).toHaveBeenCalled()
    expect(nav.push).toHaveBeenCalledWith('/login')
    error.mockRestore()
  })
})
