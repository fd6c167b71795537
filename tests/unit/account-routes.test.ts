import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import robots from '@/app/robots'
import { ACCOUNT_ROUTES, accountScreens, accountTitle, AUTH_ROUTES, AVATAR_MENU, USER_MENU } from '@/lib/account-routes'
import { appRoutes } from '@/lib/content/meta'

const routeDirs = (group: string) => readdirSync(`app/(${group})`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `/${d.name}`)

describe('the account area, listed once', () => {
  it('names exactly the screens that have a route under app/(account), and the entry pages under app/(auth)', () => {
    expect([...ACCOUNT_ROUTES].sort()).toEqual(routeDirs('account').sort())
    expect([...AUTH_ROUTES].sort()).toEqual(routeDirs('auth').sort())
  })

  it('gives the header menus the spec\'s orders, over screens that exist', () => {
    expect(AVATAR_MENU.map(accountTitle)).toEqual(['Dashboard', 'Profile', 'Settings', 'Billing'])
    expect(USER_MENU.map(accountTitle)).toEqual(['Profile', 'Dashboard', 'Notifications', 'Billing', 'Settings'])
  })

  it('keeps robots out of every account screen and hides them and the entry pages from the sidebar', () => {
    const rules = robots().rules
    expect(Array.isArray(rules) ? undefined : rules.disallow).toEqual(accountScreens.map((s) => `/${s.slug}`))
    expect(appRoutes).toEqual([...AUTH_ROUTES, ...ACCOUNT_ROUTES].map((r) => r.slice(1)))
  })
})
