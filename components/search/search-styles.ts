/**
 * The classes of the search dialog's frame, shared by the instant shell (search.client.tsx, on every page) and
 * the full dialog (search-dialog.client.tsx, loaded on first use), so the one replaces the other without a jump.
 * Their texts (title, placeholder, status lines) are the `search` messages.
 */
export const overlayClass = 'fixed inset-0 z-50 bg-black/50'
export const panelClass =
  'noe-popover fixed top-[12vh] left-1/2 z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border shadow-2xl'
export const inputClass =
  'h-12 w-full border-b border-border bg-transparent px-4 text-base text-foreground outline-none placeholder:text-muted'
export const listClass = 'max-h-[300px] overflow-y-auto overscroll-contain p-2'
export const statusClass = 'px-3 py-2 text-sm text-muted'
