/**
 * Stand-ins for parts of Nextra this site never renders (lib/bundle/webpack.mjs swaps them in at build time).
 * nextra-theme-docs imports them from modules the site does use, so each would otherwise ship to every page.
 * A stand-in that is asked to render throws, naming itself: turning one of these features on in
 * theme.config.tsx fails the build with this message instead of rendering nothing.
 */
import { createElement } from 'react'

function unavailable(name) {
  const Stub = () => {
    throw new Error(`${name} is left out of the bundle (lib/bundle/webpack.mjs); remove it from the list there to use it.`)
  }
  Stub.displayName = name
  return Stub
}

/** nextra/components Search: pagefind's box; the site's search is components/search. */
export const Search = unavailable('Nextra Search')
/** nextra/components Select: used only by Nextra's theme and language switches, which are off. */
export const Select = unavailable('Nextra Select')
/** nextra-theme-docs' navbar: the site renders components/header/site-header.tsx instead. */
export const ClientNavbar = unavailable('Nextra navbar')

/** Nextra's zoomable Markdown image: a plain image here (react-medium-image-zoom is 6 KB gzip). */
export function ImageZoom(props) {
  return createElement('img', { loading: 'lazy', decoding: 'async', ...props })
}
