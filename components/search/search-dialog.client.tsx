'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Command } from 'cmdk'
import { FileText, Hash, Link2, RotateCw } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useState, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { ThemeIcon } from '@/components/theme-icon'
import { excerpt } from '@/lib/search/excerpt'
import { flatItems, groupHeading, type ResultGroup, type ResultItem } from '@/lib/search/results'
import { inputClass, listClass, overlayClass, panelClass, statusClass } from './search-styles'
import { noteKeystroke, useResultTexts, useSearch, useSearchEngine } from './use-search'
import { useLocaleRouter } from '@/components/use-locale-router'

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground outline-none select-none data-[selected=true]:bg-surface'
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted'

const RETRY = 'retry-index'

export interface SearchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  query: string
  onQueryChange: (query: string) => void
  /** Where focus goes when the dialog closes: the control that opened it. */
  onCloseAutoFocus?: () => void
}

function ItemText({ title, detail, clamp, lang }: { title: ReactNode; detail?: string; clamp?: boolean; lang?: string }) {
  return (
    <span className="flex min-w-0 flex-col" lang={lang} dir={lang ? 'ltr' : undefined}>
      <span className="truncate">{title}</span>
      {detail ? <span className={clamp ? 'line-clamp-2 text-xs text-muted' : 'truncate text-xs text-muted'}>{detail}</span> : null}
    </span>
  )
}

function ItemBody({ item, text, query }: { item: ResultItem; text?: string; query: string }) {
  const t = useTranslations('search')
  const themes = useTranslations('theme')
  const icon = 'size-4 shrink-0 text-muted'
  switch (item.kind) {
    case 'theme':
      return (
        <>
          {item.theme ? <ThemeIcon theme={item.theme} className={icon} /> : null}
          {item.theme ? t('themeItem', { name: themes(`names.${item.theme}`) }) : item.label}
        </>
      )
    case 'section':
      return (
        <>
          <Hash className={icon} aria-hidden="true" />
          <ItemText title={t('sectionTitle', { page: item.pageTitle ?? '', section: item.label })} detail={text ? excerpt(text, query) : item.hint} clamp lang={item.lang} />
          <EnglishBadge item={item} />
        </>
      )
    case 'page':
      return (
        <>
          <FileText className={icon} aria-hidden="true" />
          <ItemText title={item.label} detail={text ? excerpt(text, query) : item.hint} clamp lang={item.lang} />
          <EnglishBadge item={item} />
        </>
      )
    default:
      return (
        <>
          <Link2 className={icon} aria-hidden="true" />
          <ItemText title={item.label} detail={item.hint} />
        </>
      )
  }
}

/** Marks a result of the English pages in another language's dialog. */
function EnglishBadge({ item }: { item: ResultItem }) {
  const t = useTranslations('search')
  if (item.lang !== 'en') return null
  return <span className="ms-auto shrink-0 rounded border border-border px-1.5 text-xs text-muted">{t('englishBadge')}</span>
}

/** One group of results (Links, a discipline, Pages, Sections, Theme): its heading, then its items. */
function ResultGroupView({
  group,
  texts,
  query,
  onChoose,
  subjectTitle,
}: {
  group: ResultGroup
  /** A discipline's title in the dialog's language, for its group's heading. */
  subjectTitle: (slug: string) => string | undefined
  /** The full texts fetched so far, for the excerpts of page and section results. */
  texts: ReadonlyMap<number, string>
  query: string
  onChoose: (item: ResultItem) => void
}) {
  const t = useTranslations('search')
  const heading = groupHeading(group.id, subjectTitle)
  return (
    <Command.Group heading={'message' in heading ? t(heading.message) : heading.text} className={groupClass}>
      {group.items.map((item) => (
        <Command.Item key={item.id} value={item.id} onSelect={() => onChoose(item)} className={itemClass} data-href={item.href}>
          <ItemBody item={item} text={item.doc !== undefined ? texts.get(item.doc) : undefined} query={query} />
        </Command.Item>
      ))}
    </Command.Group>
  )
}

/**
 * The search dialog, loaded on first use (the shell in search.client.tsx takes keys until it is here). One
 * ranking over links, fields, pages, sections and themes (lib/search); cmdk gives the keyboard model.
 * The panel, and with it the index, mounts only while the dialog is open.
 */
export default function SearchDialog({ open, onOpenChange, query, onQueryChange, onCloseAutoFocus }: SearchDialogProps) {
  const t = useTranslations('search')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content
          className={panelClass}
          aria-describedby={undefined}
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            // Take over from the shell with the caret after what was already typed.
            event.preventDefault()
            const input = (event.currentTarget as HTMLElement).querySelector('input')
            input?.focus()
            input?.setSelectionRange(input.value.length, input.value.length)
          }}
          onCloseAutoFocus={(event) => {
            if (!onCloseAutoFocus) return
            event.preventDefault()
            onCloseAutoFocus()
          }}
        >
          <Dialog.Title className="sr-only">{t('dialogTitle')}</Dialog.Title>
          <SearchPanel query={query} onQueryChange={onQueryChange} onClose={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SearchPanel({ query, onQueryChange, onClose }: { query: string; onQueryChange: (q: string) => void; onClose: () => void }) {
  const t = useTranslations('search')
  const router = useLocaleRouter()
  const { setTheme } = useTheme()
  const search = useSearch(query)
  const engine = useSearchEngine()
  const subjectTitle = (slug: string) => engine.entries.find((e) => e.id === `link:/${slug}`)?.label
  const texts = useResultTexts(search.groups)
  const items = flatItems(search.groups)

  // The first result is selected whenever the results change, so Enter opens the best match.
  const resultsKey = `${search.query}\u0000${search.busy}`
  const [selection, setSelection] = useState({ key: '', value: '' })
  const selectable = (value: string) => items.some((i) => i.id === value) || (value === RETRY && search.status === 'error')
  const selected = selection.key === resultsKey && selectable(selection.value) ? selection.value : (items[0]?.id ?? RETRY)

  const choose = (item: ResultItem) => {
    onClose()
    if (item.kind === 'theme' && item.theme) setTheme(item.theme)
    // A result of the English pages opens the English page itself (another root layout: a full load).
    else if (item.href && item.lang === 'en') window.location.assign(item.href)
    else if (item.href) router.push(item.href)
  }

  const loading = search.status === 'loading' || search.busy
  const announcement = loading ? '' : items.length ? t('resultCount', { count: items.length }) : t('noResults')

  return (
    <>
      <Command
        label={t('inputLabel')}
        shouldFilter={false}
        loop
        value={selected}
        onValueChange={(value) => setSelection({ key: resultsKey, value })}
        className="flex flex-col"
      >
        <Command.Input
          value={query}
          onValueChange={(value) => {
            noteKeystroke(value, performance.now())
            onQueryChange(value)
          }}
          placeholder={t('placeholder')}
          className={inputClass}
        />
        <Command.List className={listClass} aria-busy={loading} data-query={search.query} data-settled={!loading}>
          {loading && (
            <Command.Loading label={t('loadingIndex')}>
              <div className={statusClass}>{t('loading')}</div>
            </Command.Loading>
          )}
          {!loading && <Command.Empty className="px-3 py-6 text-center text-sm text-muted">{t('noResultsFound')}</Command.Empty>}
          {search.status === 'error' && (
            <Command.Group heading={t('groups.fullText')} className={groupClass}>
              <div role="alert" className="px-3 py-1 text-sm text-destructive">
                {t('indexFailed')}
              </div>
              <Command.Item value={RETRY} onSelect={search.retry} className={itemClass}>
                <RotateCw className="size-4 shrink-0 text-muted" aria-hidden="true" />
                {t('retry')}
              </Command.Item>
            </Command.Group>
          )}
          {search.groups.map((group) => (
            <ResultGroupView key={group.id} group={group} texts={texts} query={search.query} onChoose={choose} subjectTitle={subjectTitle} />
          ))}
        </Command.List>
      </Command>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </>
  )
}
