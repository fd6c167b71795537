'use client'

import { Search as SearchIcon } from 'lucide-react'
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { useTranslations } from 'use-intl'
import { cn } from '@/lib/utils'
import type { SearchDialogProps } from './search-dialog.client'
import { inputClass, listClass, overlayClass, panelClass, statusClass } from './search-styles'
import { isTypingTarget, shortcutLabel } from './shortcuts'

const noSubscription = () => () => {}
/** The shortcut as this platform writes it ("⌘ K" or "Ctrl K"); "Ctrl K" while the server renders. */
const useShortcutLabel = () => useSyncExternalStore(noSubscription, () => shortcutLabel(navigator.userAgent), () => 'Ctrl K')

// cmdk, Radix Dialog, the ranking and the index load on first use (or when the pointer or focus reaches
// the trigger); until then the shell below takes the keys.
let dialogModule: Promise<{ default: ComponentType<SearchDialogProps> }> | undefined
const loadDialog = () => {
  dialogModule ??= import('./search-dialog.client')
  dialogModule.catch(() => (dialogModule = undefined))
  return dialogModule
}

/**
 * What opens at once on Ctrl/Cmd+K, "/" or a click, before the dialog's code has arrived: the same
 * frame and input, so every key typed right after the shortcut lands in the query ("linaer algebra"
 * arrives whole), with "Loading…" below. The dialog replaces it with the query and caret as they are.
 */
function SearchShell({ query, onQueryChange, onClose }: { query: string; onQueryChange: (q: string) => void; onClose: () => void }) {
  const t = useTranslations('search')
  const listId = useId()
  return (
    <>
      <div className={overlayClass} onClick={onClose} aria-hidden="true" />
      <div role="dialog" aria-modal="true" aria-label={t('dialogTitle')} className={panelClass}>
        <input
          autoFocus
          role="combobox"
          aria-expanded="false"
          aria-controls={listId}
          aria-label={t('inputLabel')}
          aria-autocomplete="list"
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              onClose()
            }
          }}
          placeholder={t('placeholder')}
          className={inputClass}
          autoComplete="off"
          spellCheck={false}
        />
        <div id={listId} className={listClass} aria-busy="true">
          <div className={statusClass}>{t('loading')}</div>
        </div>
      </div>
    </>
  )
}

/**
 * The search trigger ("Search..." with its shortcut on wide screens, an icon below) and the global
 * shortcuts: Ctrl/Cmd+K toggles the dialog anywhere, "/" opens it outside text fields. Closing returns
 * focus to the control that opened the dialog (the trigger, when it was opened from the page).
 */
export function Search({ className }: { className?: string }) {
  const t = useTranslations('search')
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [Dialog, setDialog] = useState<ComponentType<SearchDialogProps> | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const openedFrom = useRef<HTMLElement | null>(null)
  const label = useShortcutLabel()

  const prefetch = useCallback(() => {
    loadDialog().then(
      (m) => setDialog(() => m.default),
      (error: unknown) => console.warn('Search dialog failed to load', error),
    )
  }, [])

  const isOpen = useRef(false)
  const show = useCallback(
    (next: boolean) => {
      if (next === isOpen.current) return
      isOpen.current = next
      if (next) {
        const active = document.activeElement
        openedFrom.current = active instanceof HTMLElement && active !== document.body ? active : null
        prefetch()
      } else setQuery('')
      setOpen(next)
    },
    [prefetch],
  )

  const restoreFocus = useCallback(() => {
    const target = openedFrom.current?.isConnected ? openedFrom.current : trigger.current
    target?.focus()
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault()
        show(!isOpen.current)
      } else if (e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTypingTarget(e.target)) {
        e.preventDefault()
        show(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [show])

  const closeShell = () => {
    show(false)
    requestAnimationFrame(restoreFocus)
  }

  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => show(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className={cn(
          'inline-flex h-9 items-center gap-2 rounded-md border border-border bg-surface text-sm text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary',
          'w-9 justify-center lg:w-56 lg:justify-start lg:px-3',
          className,
        )}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        data-testid="search-trigger"
      >
        <SearchIcon className="size-4 shrink-0" aria-hidden="true" />
        <span className="max-lg:sr-only">{t('trigger')}</span>
        <kbd aria-hidden="true" className="ml-auto rounded border border-border bg-background px-1.5 font-mono text-xs max-lg:hidden">
          {label}
        </kbd>
      </button>
      {open && !Dialog ? <SearchShell query={query} onQueryChange={setQuery} onClose={closeShell} /> : null}
      {Dialog ? <Dialog open={open} onOpenChange={show} query={query} onQueryChange={setQuery} onCloseAutoFocus={restoreFocus} /> : null}
    </>
  )
}
