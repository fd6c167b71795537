import { initials } from '@/lib/initials'
import { cn } from '@/lib/utils'

const sizes = { sm: 'size-8 text-xs', lg: 'size-14 text-lg' } as const

/** A round avatar with the user's initials (photo avatars come with Storage later). */
export function Avatar({ name, email, size = 'sm' }: { name: string | null; email: string | null; size?: keyof typeof sizes }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground', sizes[size])}
    >
      {initials(name, email)}
    </span>
  )
}
