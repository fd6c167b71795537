import { locales } from '@/lib/i18n/locales'
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import robots from '@/app/robots'
import { ACCOUNT_ROUTES, accountScreens, accountTitle, accountTitleKey, AUTH_ROUTES, AVATAR_MENU, USER_MENU } from '@/lib/account-routes'
import { localeIds } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { appRoutes } from '@/lib/content/meta'

const routeDirs = (group: string, root = 'app/(en)') => readdirSync(`${root}/(${group})`, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `/${d.name}`)

describe('the account area, listed once', () => {
  it('names exactly the screens that have a route under (account), and the entry pages under (auth), in every language', () => {
    for (const root of ['app/(en)', 'app/ar', 'app/zh']) {
      expect([...ACCOUNT_ROUTES].sort(), root).toEqual(routeDirs('account', root).sort())
      expect([...AUTH_ROUTES].sort(), root).toEqual(routeDirs('auth', root).sort())
    }
  })

  it('gives the header menus the spec\'s orders, over screens that exist', () => {
    expect(AVATAR_MENU.map(accountTitle)).toEqual(['Dashboard', 'Profile', 'Settings', 'Billing'])
    expect(USER_MENU.map(accountTitle)).toEqual(['Profile', 'Dashboard', 'Notifications', 'Billing', 'Settings'])
  })

  it('titles every screen in the sections catalogue, in English as its own title and in every language', () => {
    expect(accountTitleKey('billing')).toBe('account.billing')
    for (const s of accountScreens) {
      expect(messages.en.sections.account[s.slug]).toBe(s.title)
      for (const locale of localeIds) expect(messages[locale].sections.account[s.slug], `${locale}: ${s.slug}`).toBeTruthy()
    }
    expect(Object.keys(messages.en.sections.auth)).toEqual(['login', 'signUp'])
  })

  it('keeps robots out of every account screen in every language and hides them and the entry pages from the sidebar', () => {
    const rules = robots().rules
    expect(Array.isArray(rules) ? undefined : rules.disallow).toEqual(
      locales.flatMap((l) => accountScreens.map((s) => `${l.prefix}/${s.slug}`)),
    )
    expect(appRoutes).toEqual([...AUTH_ROUTES, ...ACCOUNT_ROUTES].map((r) => r.slice(1)))
  })
})
