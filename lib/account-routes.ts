/**
 * The account area and the account entry pages, as data: one list that the account frame's tabs, the
 * screens' titles, the header's two menus (in the spec's orders), robots.txt, the sidebar's hidden routes,
 * the `?next=` check and the tests all read. Light on purpose: client components import it, so it must not
 * pull in the catalogue (lib/routes.ts adds the public pages).
 */

/**
 * The signed-in screens, in the account frame's order. `title` is the English title; the interface shows
 * the catalogue's `sections.account.<slug>` in the page's language (accountTitleKey).
 */
export const accountScreens = [
  { slug: 'dashboard', title: 'Dashboard' },
  { slug: 'profile', title: 'Profile' },
  { slug: 'settings', title: 'Settings' },
  { slug: 'billing', title: 'Billing' },
  { slug: 'notifications', title: 'Notifications' },
] as const

export type AccountScreen = (typeof accountScreens)[number]['slug']

/** The route of an account screen. */
export const accountHref = (screen: AccountScreen) => `/${screen}` as const

/** A screen's English title. */
export const accountTitle = (screen: AccountScreen) => accountScreens.find((s) => s.slug === screen)!.title

/** A screen's title in the `sections` message namespace: `t(accountTitleKey('profile'))`. */
export const accountTitleKey = (screen: AccountScreen) => `account.${screen}` as const

/** The signed-in area's routes. */
export const ACCOUNT_ROUTES = accountScreens.map((s) => accountHref(s.slug))

/** Log in and sign up (their titles: `sections.auth.login` and `sections.auth.signUp`). */
export const AUTH_ROUTES = ['/login', '/sign-up'] as const

/** The spec's menus: the avatar menu below medium width, the user menu above it (Log out follows each). */
export const AVATAR_MENU: readonly AccountScreen[] = ['dashboard', 'profile', 'settings', 'billing']
export const USER_MENU: readonly AccountScreen[] = ['profile', 'dashboard', 'notifications', 'billing', 'settings']
