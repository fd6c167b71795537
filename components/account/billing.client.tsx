'use client'

import { useState, type ReactNode } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'
import { FormMessage } from '@/components/ui/field'
import { CHECKOUT_RETURN, planById, plans, PRICE_FORMAT, type Plan } from '@/lib/plans'
import { cn } from '@/lib/utils'
import { useAccountUser } from './account-user.client'
import { useAccountBadges } from './use-account-badges'
import { useAccountDb, type AccountDb } from './use-db'

type Translate = ReturnType<typeof useTranslations<'account'>>

/**
 * What went wrong starting a checkout, in the page's language (the rules refuse a checkout from an address not
 * ours); an error the payments extension wrote is shown as it wrote it.
 */
function checkoutError(error: unknown, account: AccountDb['account'], t: Translate): string {
  if (error instanceof account.CheckoutError) return t(`billing.errors.${error.reason}`)
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'permission-denied') return t('billing.errors.wrongAddress')
  if (code === 'unavailable') return t('billing.errors.unreachable')
  return error instanceof Error && !code ? error.message : t('billing.errors.unavailable')
}

export function Billing() {
  const t = useTranslations('account')
  const user = useAccountUser()
  const ready = useAccountDb()
  const { pro } = useAccountBadges(user.uid)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const current = pro ? 'pro' : 'free'

  async function upgrade() {
    if (!ready) return
    setError(null)
    // Offline, a checkout would wait in the local cache and start by itself later: never without asking.
    if (!navigator.onLine) {
      setError(t('billing.errors.offline'))
      return
    }
    setBusy(true)
    try {
      const url = await ready.account.startCheckout(ready.db, user.uid, {
        price: planById('pro').stripePrice ?? '',
        success_url: `${window.location.origin}${CHECKOUT_RETURN.success}`,
        cancel_url: `${window.location.origin}${CHECKOUT_RETURN.cancel}`,
      })
      window.location.assign(url)
    } catch (e) {
      console.warn(e)
      setError(checkoutError(e, ready.account, t))
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-foreground">
        {t.rich(pro ? 'billing.currentPro' : 'billing.currentFree', {
          name: t(`plans.name.${current}`),
          plan: (chunks) => <strong data-testid="current-plan">{chunks}</strong>,
        })}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={plan.id === current}>
            {plan.id === 'pro' && !pro && (
              <Button onClick={() => void upgrade()} disabled={busy || !ready} className="self-start">
                {busy ? t('billing.starting') : t('billing.upgrade')}
              </Button>
            )}
          </PlanCard>
        ))}
      </div>
    </div>
  )
}

/** A plan: its name and price, what it offers, and (for the one to upgrade to) the button. */
function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children: ReactNode }) {
  const t = useTranslations('account')
  const format = useFormatter()
  const price = format.number(plan.priceUsd, PRICE_FORMAT)
  return (
    <section aria-labelledby={`plan-${plan.id}`} className={cn('flex flex-col gap-3 rounded-lg border p-5', current ? 'border-primary' : 'border-border')}>
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-foreground">
        {t(`plans.name.${plan.id}`)} <span className="text-sm font-normal text-muted">{plan.perMonth ? t('billing.perMonth', { price }) : price}</span>
      </h2>
      <ul className="list-disc ps-5 text-sm text-foreground">
        {plan.features.map((f) => (
          <li key={f}>{t(`plans.feature.${f}`)}</li>
        ))}
      </ul>
      {children}
      {current && <p className="text-sm font-medium text-primary">{t('billing.current')}</p>}
    </section>
  )
}
