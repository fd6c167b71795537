import { cva, type VariantProps } from 'class-variance-authority'
import type { ButtonHTMLAttributes } from 'react'
import { cn } from '@/lib/utils'

/** The spec's button variants and sizes; exported so links can look like buttons too. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:opacity-90',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        outline: 'border border-border bg-background text-foreground hover:bg-surface',
        secondary: 'bg-surface text-foreground hover:bg-border',
        ghost: 'text-foreground hover:bg-surface',
        link: 'text-primary underline-offset-4 hover:underline',
        mathematics: 'bg-subject-mathematics text-subject-mathematics-fg hover:opacity-90',
        physics: 'bg-subject-physics text-subject-physics-fg hover:opacity-90',
        computer_science: 'bg-subject-computer-science text-subject-computer-science-fg hover:opacity-90',
        engineering: 'bg-subject-engineering text-subject-engineering-fg hover:opacity-90',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-8',
        icon: 'size-9',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
