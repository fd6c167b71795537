'use client'

import { useEffect, useRef, useState, type ComponentType } from 'react'
import { loadExplorable } from './registry'

/** How far ahead of the viewport an explorable starts loading. */
const APPROACH = '600px 0px'

/**
 * Loads an explorable when the reader scrolls near it and shows it over its static fallback, which stays
 * for readers without JavaScript, in print, and if loading fails.
 */
export function ExplorableIsland({ name, label }: { name: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [Live, setLive] = useState<ComponentType | null>(null)

  useEffect(() => {
    // The live element is hidden until it is ready, and a hidden element never intersects: watch the figure.
    const element = ref.current?.closest('[data-explorable]') ?? ref.current?.parentElement
    if (!element) return
    let live = true
    const load = () =>
      loadExplorable(name).then(
        (module) => live && setLive(() => module.default),
        (error: unknown) => console.warn(`Explorable "${name}" did not load; the static figure stays`, error),
      )
    if (!('IntersectionObserver' in window)) {
      void load()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        void load()
      },
      { rootMargin: APPROACH },
    )
    observer.observe(element)
    return () => {
      live = false
      observer.disconnect()
    }
  }, [name])

  return (
    <div ref={ref} className="noe-explorable-live" data-ready={Live ? 'true' : undefined} role={Live ? 'group' : undefined} aria-label={Live ? label : undefined}>
      {Live ? <Live /> : null}
    </div>
  )
}
