import { useFormatter, useTranslations } from 'use-intl'
import { BIO_MAX } from '@/lib/validation/account'

/** The profile's bio: a textarea with its length (or its error, in the page's language) below. */
export function BioField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const t = useTranslations('account')
  const format = useFormatter()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor="field-bio" className="text-sm font-medium text-foreground">
        {t('profile.bio')}
      </label>
      <textarea
        id="field-bio"
        name="bio"
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="bio-count"
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-border bg-background p-3 text-foreground outline-none focus-visible:ring-2 focus-visible:ring-primary"
      />
      <p id="bio-count" className={value.length > BIO_MAX ? 'text-sm text-destructive' : 'text-xs text-muted'}>
        {error ?? t('profile.bioCount', { count: format.number(value.length), max: format.number(BIO_MAX) })}
      </p>
    </div>
  )
}
