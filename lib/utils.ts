import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge did, for 8 KB gzip
 * on every page): a component offers a variant or size instead of letting callers override its classes.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}
