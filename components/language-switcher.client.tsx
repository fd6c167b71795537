'use client'

import { Languages } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { useLocale } from 'use-intl'
import { useAuth } from '@/components/auth/auth-provider.client'
import { localeOfTag, locales, pathInLocale, switchLocale, type Locale } from '@/lib/i18n/locales'

/**
 * The language switcher: each language by its own name. In the header it is `compact`, the globe alone
 * (the current language is its accessible name), so no font swap can change the header's width. Choosing one keeps the choice in the
 * NEXT_LOCALE cookie for a year and loads the same page under that language's prefix (a full load: each
 * language is its own root layout). The links are real links, so the list works as one without script too.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const current = localeOfTag(useLocale())
  const { status, user } = useAuth()
  const [open, setOpen] = useState(false)
  // The 404 page renders under Next's internal /_not-found: from there, offer each language's home page.
  const rendered = usePathname() ?? '/'
  const pathname = rendered.startsWith('/_not-found') ? '/' : rendered
  const list = useId()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !root.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])

  // Keeps the query and the fragment too, and reloads: the spec's switch. A signed-in learner's choice is
  // saved to the account first (for at most two seconds: the page moves on either way).
  const choose = async (event: MouseEvent, locale: Locale) => {
    event.preventDefault()
    if (status === 'signed-in' && user) await Promise.race([saveLanguage(user.uid, locale), new Promise((r) => setTimeout(r, 2000))])
    switchLocale(locale)
  }

  return (
    <div ref={root} className={`relative ${className ?? ''}`}>
      <button
        type="button"
        className="inline-flex h-9 items-center gap-1.5 rounded-md px-2 text-sm text-muted hover:bg-surface hover:text-foreground"
        aria-expanded={open}
        aria-controls={list}
        onClick={() => setOpen((o) => !o)}
      >
        <Languages className="size-4" aria-hidden="true" />
        <span className={compact ? 'sr-only' : undefined}>{locales.find((l) => l.id === current)?.name}</span>
      </button>
      <ul id={list} hidden={!open} className="absolute end-0 z-50 mt-1 min-w-32 rounded-md border border-border bg-background p-1 shadow-lg">
        {locales.map((l) => (
          <li key={l.id} className="list-none">
            <a
              href={pathInLocale(pathname, l.id)}
              hrefLang={l.tag}
              lang={l.tag}
              dir={l.dir}
              aria-current={l.id === current ? 'true' : undefined}
              className="block rounded px-3 py-1.5 text-sm text-foreground hover:bg-surface aria-[current]:font-semibold"
              onClick={(e) => void choose(e, l.id)}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Saves the language to the learner's profile; Firestore loads only now, for a signed-in learner. */
async function saveLanguage(uid: string, language: Locale) {
  try {
    const [client, account] = await Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/account')])
    await account.updateProfile(await client.getDb(), uid, { language })
  } catch (error) {
    console.warn('The language was not saved to the account', error)
  }
}
