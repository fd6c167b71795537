'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Command, defaultFilter } from 'cmdk'
import { FileText, Hash, Link2, RotateCw } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useRouter } from 'next/navigation'
import { useMemo, useState } from 'react'
import { ThemeIcon } from '@/components/theme-icon'
import { commandGroups, filterGroups, type CommandEntry } from '@/lib/search/command-groups'
import { useSearchIndex } from './use-search-index'

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-foreground outline-none select-none data-[selected=true]:bg-surface'
const groupClass =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted'

const staticGroups = commandGroups()

/**
 * The search dialog, loaded on the first open. Links, disciplines and themes are ranked in the browser
 * with cmdk's fuzzy scorer; full-text page and section results come from the flexsearch index.
 */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [query, setQuery] = useState('')
  const router = useRouter()
  const { setTheme } = useTheme()
  const index = useSearchIndex()

  const groups = useMemo(() => filterGroups(staticGroups, query, defaultFilter), [query])
  const fullText = useMemo(
    () => (index.status === 'ready' && query.trim() ? index.search.search(query) : { pages: [], sections: [] }),
    [index, query],
  )
  const themeGroup = groups.find((g) => g.id === 'theme')
  const otherGroups = groups.filter((g) => g.id !== 'theme')

  const close = () => onOpenChange(false)
  const go = (href: string) => {
    close()
    router.push(href)
  }
  const choose = (entry: CommandEntry) => {
    if (entry.kind === 'theme') {
      setTheme(entry.theme)
      close()
    } else go(entry.href)
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="noe-popover fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border shadow-2xl"
          aria-describedby={undefined}
        >
          <Dialog.Title className="sr-only">Search Noether</Dialog.Title>
          <Command label="Search" shouldFilter={false} loop className="flex flex-col">
            <Command.Input
              value={query}
              onValueChange={setQuery}
              placeholder="Type a field or topic..."
              className="h-12 w-full border-b border-border bg-transparent px-4 text-base text-foreground outline-none placeholder:text-muted"
            />
            <Command.List className="max-h-[300px] overflow-y-auto overscroll-contain p-2">
              {index.status === 'loading' && (
                <Command.Loading label="Loading search index">
                  <div className="px-3 py-2 text-sm text-muted">Loading…</div>
                </Command.Loading>
              )}
              {index.status !== 'loading' && (
                <Command.Empty className="px-3 py-6 text-center text-sm text-muted">No results found.</Command.Empty>
              )}
              {otherGroups.map((group) => (
                <Command.Group key={group.id} heading={group.heading} className={groupClass}>
                  {group.items.map((entry) => (
                    <Command.Item key={entry.id} value={entry.id} onSelect={() => choose(entry)} className={itemClass}>
                      <Link2 className="size-4 shrink-0 text-muted" aria-hidden="true" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{entry.label}</span>
                        {entry.hint && <span className="truncate text-xs text-muted">{entry.hint}</span>}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              ))}
              {fullText.pages.length > 0 && (
                <Command.Group heading="Pages" className={groupClass}>
                  {fullText.pages.map((hit) => (
                    <Command.Item key={hit.route} value={`page:${hit.route}`} onSelect={() => go(hit.route)} className={itemClass}>
                      <FileText className="size-4 shrink-0 text-muted" aria-hidden="true" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">{hit.title}</span>
                        {hit.description && <span className="truncate text-xs text-muted">{hit.description}</span>}
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {fullText.sections.length > 0 && (
                <Command.Group heading="Sections" className={groupClass}>
                  {fullText.sections.map((hit) => (
                    <Command.Item key={hit.href} value={`section:${hit.href}`} onSelect={() => go(hit.href)} className={itemClass}>
                      <Hash className="size-4 shrink-0 text-muted" aria-hidden="true" />
                      <span className="flex min-w-0 flex-col">
                        <span className="truncate">
                          {hit.pageTitle} › {hit.heading}
                        </span>
                        <span className="line-clamp-2 text-xs text-muted">{hit.excerpt}</span>
                      </span>
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
              {index.status === 'error' && (
                <Command.Group heading="Full text" className={groupClass}>
                  <div role="alert" className="px-3 py-1 text-sm text-destructive">
                    Failed to load search index.
                  </div>
                  <Command.Item value="retry-index" onSelect={index.retry} className={itemClass}>
                    <RotateCw className="size-4 shrink-0 text-muted" aria-hidden="true" />
                    Retry
                  </Command.Item>
                </Command.Group>
              )}
              {themeGroup && (
                <Command.Group heading={themeGroup.heading} className={groupClass}>
                  {themeGroup.items.map((entry) => (
                    <Command.Item key={entry.id} value={entry.id} onSelect={() => choose(entry)} className={itemClass}>
                      {entry.kind === 'theme' && <ThemeIcon theme={entry.theme} className="size-4 shrink-0 text-muted" />}
                      {entry.label}
                    </Command.Item>
                  ))}
                </Command.Group>
              )}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
