/**
 * Navigation item types and helpers, free of the catalogue so client components can import them
 * without shipping it (the data itself comes from lib/navigation.ts through server components).
 */
import type { SubjectVariant } from '@/lib/catalogue/types'

export interface NavItem {
  title: string
  /** Without an href the item is shown as plain text. */
  href?: string
  description?: string
  variant?: SubjectVariant
  /** Disabled items are not shown. */
  disabled?: boolean
}

export interface NavGroup {
  title: string
  href: string
  items: NavItem[]
}

/** True when `pathname` is `href` or below it (the header highlights such links). */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/'
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** Items a menu shows: disabled ones are dropped. */
export const visibleItems = <T extends NavItem>(items: readonly T[]): T[] => items.filter((i) => !i.disabled)
