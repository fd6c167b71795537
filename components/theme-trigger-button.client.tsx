'use client'

import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { useTranslations } from 'use-intl'
import { ThemeIcon } from '@/components/theme-icon'
import { buttonVariants } from '@/components/ui/button'
import { themeNameKey, type ThemeChoice } from '@/lib/theme/themes'
import { cn } from '@/lib/utils'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { current: ThemeChoice | undefined }

/** The header's theme button: the current theme's icon, or an empty box until the theme is known. */
export const ThemeTriggerButton = forwardRef<HTMLButtonElement, Props>(function ThemeTriggerButton(
  { current, className, ...props },
  ref,
) {
  const t = useTranslations('theme')
  return (
    <button
      ref={ref}
      type="button"
      aria-label={current ? t('trigger.current', { name: t(themeNameKey(current)) }) : t('trigger.change')}
      data-testid="theme-switcher"
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), className)}
      {...props}
    >
      {current ? <ThemeIcon theme={current} className="size-5" /> : <span className="size-5" />}
    </button>
  )
})
