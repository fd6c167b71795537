'use client'
/**
 * Nextra's phone drawer (the docs sidebar that "Browse all pages" slides in), rendered only once a reader
 * has opened it. nextra-theme-docs' layout renders <MobileNav /> on every page, so every page's HTML
 * carried the whole sidebar twice (about 64 KB raw on a field page) ahead of the article, though the
 * drawer is hidden until asked for. lib/bundle/webpack.mjs points the layout's import here; the drawer
 * itself is still Nextra's (imported under the alias below), so it behaves exactly as before once open.
 */
import { createElement, useEffect, useState } from 'react'
import { setMenu, useMenu } from 'nextra-theme-docs'
import { MobileNav as NextraMobileNav } from 'noether-nextra-sidebar'

export function MobileNav() {
  const open = useMenu()
  const [opened, setOpened] = useState(false)
  // Remembered while rendering (React's pattern for state that follows a value), not in an effect.
  if (open && !opened) setOpened(true)
  // Nextra's drawer closes itself whenever it mounts (its route-change effect runs on mount too), so the
  // request that mounted it is repeated once it has; a parent's effects run after its children's.
  useEffect(() => {
    if (opened) setMenu(true)
  }, [opened])
  // Once mounted it stays mounted, so closing slides the drawer out as Nextra animates it.
  return open || opened ? createElement(NextraMobileNav) : null
}
