import { initials } from '@/lib/initials'
import { cn } from '@/lib/utils'

/** A round avatar with the user's initials (photo avatars come with Storage later). */
export function Avatar({ name, email, className }: { name: string | null; email: string | null; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground', className)}
    >
      {initials(name, email)}
    </span>
  )
}
