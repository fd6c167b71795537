/**
 * The Noether mark: a circle (symmetry) crossed by a conserved current. Drawn in currentColor so it
 * contrasts with the background in every theme.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M10 22V10l12 12V10" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-foreground">
      <LogoMark className="size-7" />
      <span className="text-lg font-bold tracking-tight">Noether</span>
    </span>
  )
}
