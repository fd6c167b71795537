import { LocaleLink as Link } from '@/components/locale-link.client'
import { LanguageSwitcher } from '@/components/language-switcher.client'
import { Logo } from '@/components/logo'
import { Search } from '@/components/search/search.client'
import { ThemeSwitcher } from '@/components/theme-switcher.client'
import { localizedSubject } from '@/lib/catalogue/translations'
import { localizedHref } from '@/lib/i18n/locales'
import { getTranslations, requestLocale } from '@/lib/i18n/server'
import { directLinks, menuGroups, type NavItem } from '@/lib/navigation'
import { AccountControls } from './account-controls.client'
import { MobileMenu } from './mobile-menu.client'
import { NavMenu } from './nav-menu.client'

/**
 * The site header (64px): logo, dropdowns and section links, then search, the theme switcher, the account
 * controls (Log In and Sign Up, or the signed-in menus) and, below 768px, the menu button.
 *
 * A server component of our own rather than nextra-theme-docs' <Navbar>: that one wraps everything in a
 * client component with its own menu button and headlessui dropdowns for page-map items we do not have
 * (JavaScript on every page), and on a phone it kept a gap the height of the banner above itself after the
 * banner had scrolled away (our banner scrolls with the page; Nextra's is sticky). It keeps the
 * `nextra-navbar` class the docs theme's styles and offsets look for.
 */
export function SiteHeader() {
  // The sections' titles in the page's language; the subjects in the dropdowns are the catalogue's.
  const t = getTranslations('sections')
  const locale = requestLocale()
  const href = (path: string) => localizedHref(path, locale)
  // A dropdown item is a subject (its page, or a section's page for it): the catalogue's translation names it.
  const subjectItem = (item: NavItem): NavItem => {
    if (!item.href) return item
    const subject = localizedSubject(item.href.split('/').at(-1) ?? '', locale)
    if (!subject) return { ...item, href: href(item.href) }
    const description = subject.description.charAt(0).toUpperCase() + subject.description.slice(1)
    return { ...item, href: href(item.href), title: subject.title, description }
  }
  const groups = menuGroups.map(({ titleKey, ...group }) => ({ ...group, href: href(group.href), title: t(titleKey), items: group.items.map(subjectItem) }))
  const links = directLinks.map(({ titleKey, ...link }) => ({ ...link, href: href(link.href), title: t(titleKey) }))
  return (
    <header className="nextra-navbar sticky top-0 z-30 w-full print:hidden">
      <div className="absolute -z-1 size-full border-b border-border bg-background/70 backdrop-blur-md" />
      <div
        data-testid="header-bar"
        className="mx-auto flex h-(--nextra-navbar-height) max-w-(--nextra-content-width) items-center gap-4 pr-[max(env(safe-area-inset-right),1.5rem)] pl-[max(env(safe-area-inset-left),1.5rem)]"
      >
        <HomeLink />
        <NavMenu groups={groups} links={links} />
        <div className="ms-auto flex items-center gap-2">
          <Search />
          <ThemeSwitcher />
          <LanguageSwitcher className="max-md:hidden" compact />
          <AccountControls />
          <MobileMenu groups={groups} links={links} />
        </div>
      </div>
    </header>
  )
}

function HomeLink() {
  return (
    <Link href="/" className="rounded-md transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-primary">
      <Logo />
    </Link>
  )
}
