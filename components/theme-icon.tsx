import { BookOpen, Monitor, Moon, Square, Sun, Zap, type LucideProps } from 'lucide-react'
import type { ThemeChoice } from '@/lib/theme/themes'

const icons: Record<ThemeChoice, (props: LucideProps) => React.ReactNode> = {
  light: Sun,
  dark: Moon,
  classic: BookOpen,
  minimal: Square,
  cyber: Zap,
  system: Monitor,
}

/** The icon of a theme choice, decorative (the label carries the meaning). */
export function ThemeIcon({ theme, className }: { theme: ThemeChoice; className?: string }) {
  const Icon = icons[theme]
  return <Icon className={className} aria-hidden="true" focusable="false" />
}
