import { Navbar } from 'nextra-theme-docs'
import { Logo } from '@/components/logo'
import { MainNav } from './main-nav'

/**
 * The site header (64px): logo, section links. The docs theme's navbar supplies the mobile
 * sidebar toggle. Search, theme switcher and account controls mount at the end of the bar.
 */
export function SiteHeader() {
  return (
    <Navbar logo={<Logo />} align="left">
      <MainNav />
    </Navbar>
  )
}
