import { FieldCard } from '@/components/field-card'
import { getSubject } from '@/lib/catalogue'
import { localizedAllFields } from '@/lib/catalogue/translations'
import { getTranslations, requestLocale } from '@/lib/i18n/server'

/** Every field of a subject as cards, in catalogue order. */
export function FieldCards({ subject }: { subject: string }) {
  if (!getSubject(subject)) throw new Error(`<FieldCards subject="${subject}">: not a subject of the catalogue`)
  const fields = localizedAllFields(requestLocale()).filter((f) => f.subject.slug === subject)
  return (
    <ul className="mt-6 grid gap-3 p-0! sm:grid-cols-2" aria-label={getTranslations('blocks')('fields')}>
      {fields.map((field) => (
        <FieldCard key={field.ref} field={field} />
      ))}
    </ul>
  )
}
