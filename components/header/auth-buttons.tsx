import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

/** Log In and Sign Up for signed-out visitors, from medium width up. */
export function AuthButtons() {
  return (
    <div className="flex items-center gap-2 max-md:hidden" data-testid="auth-buttons">
      <Link href="/login" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }))}>
        Log In
      </Link>
      <Link href="/sign-up" className={cn(buttonVariants({ variant: 'default', size: 'sm' }))}>
        Sign Up
      </Link>
    </div>
  )
}
