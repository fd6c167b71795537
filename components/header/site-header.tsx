import { Navbar } from 'nextra-theme-docs'
import Link from 'next/link'
import { Logo } from '@/components/logo'
import { Search } from '@/components/search/search'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { directLinks, menuGroups } from '@/lib/navigation'
import { AccountControls } from './account-controls'
import { MobileMenu } from './mobile-menu'
import { NavMenu } from './nav-menu'

/**
 * The site header (64px) inside the docs theme's navbar: logo, dropdowns and section links, then search,
 * the theme switcher, the account controls (Log In and Sign Up, or the signed-in menus) and, below
 * 768px, the menu button.
 */
export function SiteHeader() {
  return (
    // Our own home link: Nextra's would name it "Home page" while it shows "Noether" (axe: label mismatch).
    <Navbar logo={<HomeLink />} logoLink={false} align="left">
      <NavMenu groups={menuGroups} links={directLinks} />
      <div className="ml-auto flex items-center gap-2">
        <Search />
        <ThemeSwitcher />
        <AccountControls />
        <MobileMenu groups={menuGroups} links={directLinks} />
      </div>
    </Navbar>
  )
}

function HomeLink() {
  return (
    <Link href="/" className="rounded-md transition-opacity hover:opacity-75 focus-visible:outline-2 focus-visible:outline-primary">
      <Logo />
    </Link>
  )
}
