'use client'

import { Bookmark, BookmarkCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { useAuth } from '@/components/auth/auth-provider.client'
import { PROBLEM_SOLVED_EVENT } from '@/components/mdx/problem-form.client'
import { Button } from '@/components/ui/button'
import { useAccountDb } from './use-db'

interface Props {
  route: string
  title: string
  subject: string
}

/**
 * On a field page, for a signed-in reader only: records the visit, offers a bookmark toggle, and records
 * solved problems. Visitors get nothing here, and no Firestore code is loaded for them.
 */
export function FieldProgress(props: Props) {
  const { status, user } = useAuth()
  if (status !== 'signed-in' || !user) return null
  return <SignedInProgress uid={user.uid} {...props} />
}

function SignedInProgress({ uid, route, title, subject }: Props & { uid: string }) {
  const t = useTranslations('account')
  const api = useAccountDb()
  const [bookmarked, setBookmarked] = useState<boolean | null>(null)
  const [error, setError] = useState(false)

  useEffect(() => {
    if (!api) return
    api.account.recordVisit(api.db, uid, { route, title, subject }).catch((e) => console.warn('Visit not recorded', e))
    const stop = api.account.subscribeBookmark(api.db, uid, route, setBookmarked)
    const onSolved = (event: Event) => {
      const problemId = (event as CustomEvent<{ problemId: string }>).detail.problemId
      api.account.recordSolved(api.db, uid, { route, problemId, subject }).catch((e) => console.warn('Solved problem not recorded', e))
    }
    window.addEventListener(PROBLEM_SOLVED_EVENT, onSolved)
    return () => {
      stop()
      window.removeEventListener(PROBLEM_SOLVED_EVENT, onSolved)
    }
  }, [api, uid, route, title, subject])

  async function toggle() {
    if (!api || bookmarked === null) return
    setError(false)
    try {
      await api.account.setBookmark(api.db, uid, { route, title }, !bookmarked)
    } catch (e) {
      console.warn(e)
      setError(true)
    }
  }

  return (
    <div className="mt-4 flex items-center gap-3">
      <Button variant="outline" size="sm" aria-pressed={bookmarked ?? false} disabled={bookmarked === null} onClick={() => void toggle()}>
        {bookmarked ? <BookmarkCheck className="size-4" aria-hidden="true" /> : <Bookmark className="size-4" aria-hidden="true" />}
        {bookmarked ? t('fieldProgress.bookmarked') : t('fieldProgress.bookmark')}
      </Button>
      {error && <span role="alert" className="text-sm text-destructive">{t('fieldProgress.saveFailed')}</span>}
    </div>
  )
}
