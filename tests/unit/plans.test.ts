import { createFormatter, createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import { localeIds, localeInfo } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { plans, PRICE_FORMAT } from '@/lib/plans'

describe('plans', () => {
  it('read in English as the billing page always showed them', () => {
    const t = createTranslator({ locale: 'en-US', messages: messages.en, namespace: 'account' })
    const format = createFormatter({ locale: 'en-US' })
    const shown = plans.map((p) => {
      const price = format.number(p.priceUsd, PRICE_FORMAT)
      return {
        name: t(`plans.name.${p.id}`),
        price: p.perMonth ? t('billing.perMonth', { price }) : price,
        features: p.features.map((f) => t(`plans.feature.${f}`)),
      }
    })
    expect(shown).toEqual([
      {
        name: 'Free',
        price: '$0',
        features: ['Every page, problem and reference, free to read', 'Progress, bookmarks and notifications', 'All six themes on every device'],
      },
      {
        name: 'Pro',
        price: '$5 / month',
        features: ['Everything in Free', 'Spaced review of the problems you solved', 'Offline reading lists', 'Support open educational resources'],
      },
    ])
  })

  it('have a name and every feature in each language', () => {
    for (const locale of localeIds) {
      const t = createTranslator({ locale: localeInfo(locale).tag, messages: messages[locale], namespace: 'account' })
      for (const p of plans) {
        expect(t(`plans.name.${p.id}`), locale).not.toMatch(/^account\./)
        for (const f of p.features) expect(t(`plans.feature.${f}`), `${locale} ${f}`).not.toMatch(/^account\./)
      }
    }
  })
})
