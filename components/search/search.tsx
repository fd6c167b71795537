'use client'

import dynamic from 'next/dynamic'
import { Search as SearchIcon } from 'lucide-react'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { cn } from '@/lib/utils'
import { isTypingTarget, shortcutLabel } from './shortcuts'

// cmdk, flexsearch and the index load only when the dialog first opens.
const noSubscription = () => () => {}

const SearchDialog = dynamic(() => import('./search-dialog'), { ssr: false })

/**
 * The search trigger ("Search..." with its shortcut on wide screens, an icon below) and the global
 * shortcuts: Ctrl/Cmd+K toggles the dialog anywhere, "/" opens it outside text fields.
 */
export function Search({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const label = useSyncExternalStore(
    noSubscription,
    () => shortcutLabel(navigator.userAgent),
    () => 'Ctrl K',
  )

  const show = useCallback((next: boolean) => {
    if (next) setMounted(true)
    setOpen(next)
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        setMounted(true)
        setOpen((o) => !o)
      } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTypingTarget(e.target)) {
        e.preventDefault()
        show(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [show])

  return (
    <>
      <button
        type="button"
        onClick={() => show(true)}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-md border border-border bg-surface text-sm text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
          'w-9 justify-center lg:w-56 lg:justify-start lg:px-3',
          className,
        )}
        aria-keyshortcuts="Control+K Meta+K /"
        data-testid="search-trigger"
      >
        <SearchIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="max-lg:sr-only">Search...</span>
        <kbd aria-hidden="true" className="ml-auto rounded border border-border bg-background px-1.5 font-mono text-xs max-lg:hidden">
          {label}
        </kbd>
      </button>
      {mounted && <SearchDialog open={open} onOpenChange={show} />}
    </>
  )
}
