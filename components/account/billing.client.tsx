'use client'

import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormMessage } from '@/components/ui/field'
import { CHECKOUT_RETURN, planById, plans } from '@/lib/plans'
import { cn } from '@/lib/utils'
import { useAccountUser } from './account-user.client'
import { useAccountBadges } from './use-account-badges'
import { useAccountDb } from './use-db'

/** What went wrong starting a checkout, in words (the rules refuse a checkout from an address not ours). */
function checkoutError(error: unknown, unavailable: string): string {
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'permission-denied') return 'Upgrading is not available on this address. Open Noether at its usual address and try again.'
  if (code === 'unavailable') return 'We could not reach the server. Check your connection and try again.'
  return error instanceof Error && !code ? error.message : unavailable
}

export function Billing() {
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
      setError('You are offline. Connect to the internet to upgrade; nothing was started.')
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
      setError(checkoutError(e, ready.account.CHECKOUT_UNAVAILABLE))
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-foreground">
        Your plan: <strong data-testid="current-plan">{planById(current).name}</strong>
        {pro ? ' — thank you for supporting open education.' : '.'} Reading is free on every plan.
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <section
            key={plan.id}
            aria-labelledby={`plan-${plan.id}`}
            className={cn('flex flex-col gap-3 rounded-lg border p-5', plan.id === current ? 'border-primary' : 'border-border')}
          >
            <h2 id={`plan-${plan.id}`} className="text-lg font-semibold text-foreground">
              {plan.name} <span className="text-sm font-normal text-muted">{plan.price}</span>
            </h2>
            <ul className="list-disc pl-5 text-sm text-foreground">
              {plan.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {plan.id === 'pro' && !pro && (
              <Button onClick={() => void upgrade()} disabled={busy || !ready} className="self-start">
                {busy ? 'Starting checkout…' : 'Upgrade to Pro'}
              </Button>
            )}
            {plan.id === current && <p className="text-sm font-medium text-primary">Current plan</p>}
          </section>
        ))}
      </div>
    </div>
  )
}
