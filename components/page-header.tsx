import type { Field } from '@/lib/catalogue'
import { getTranslations } from '@/lib/i18n/server'

/** The page's h1 and lead (a field's from the catalogue, any other page's from its frontmatter); on field pages also the topic list. */
export function PageHeader({ title, description, field }: { title: string; description?: string; field?: Field }) {
  const t = getTranslations('page')
  return (
    <header className="mb-8">
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">{title}</h1>
      {description ? <p className="mt-3 text-lg text-muted">{description}</p> : null}
      {field ? (
        <div className="mt-4">
          <h2 className="sr-only">{t('topics')}</h2>
          <ul className="flex flex-wrap gap-2 p-0!" aria-label={t('topics')}>
            {field.topics.map((topic) => (
              <li key={topic} className="list-none rounded-full border border-border px-3 py-1 text-sm text-foreground">
                {topic}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </header>
  )
}
