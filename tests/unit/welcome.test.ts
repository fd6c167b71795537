import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/i18n/messages'
import { WELCOME_BODY, WELCOME_HREF, WELCOME_ID, welcomeName, welcomeTitle } from '@/lib/firebase/welcome'

const welcome = (name: string, over: Partial<{ id: string; title: string; body: string }> = {}) => ({
  id: WELCOME_ID,
  title: welcomeTitle(name),
  body: WELCOME_BODY,
  href: WELCOME_HREF,
  ...over,
})

describe('the welcome notification', () => {
  it('is stored in its fixed English words', () => {
    expect(welcomeTitle('Ada')).toBe('Welcome to Noether, Ada!')
    expect(WELCOME_BODY).toBe('Pick a subject to start reading; your progress and bookmarks will appear on your dashboard.')
  })

  it('is recognised by its id and words, whatever the name', () => {
    expect(welcomeName(welcome('Ada'))).toBe('Ada')
    expect(welcomeName(welcome('Émilie du Châtelet!'))).toBe('Émilie du Châtelet!')
    expect(welcomeName(welcome('أدا'))).toBe('أدا')
  })

  it('is not mistaken for another notification, or for a welcome in other words', () => {
    expect(welcomeName(welcome('Ada', { id: 'news' }))).toBeUndefined()
    expect(welcomeName(welcome('Ada', { body: 'Something else.' }))).toBeUndefined()
    expect(welcomeName(welcome('Ada', { title: 'Welcome to Noether!' }))).toBeUndefined()
    expect(welcomeName(welcome('Ada', { title: 'Welcome to Noether, !' }))).toBeUndefined()
    expect(welcomeName(welcome('Ada', { title: 'Hello, Ada!' }))).toBeUndefined()
  })

  it('reads in English exactly as it is stored, so English readers see what they always saw', () => {
    const t = createTranslator({ locale: 'en-US', messages: messages.en, namespace: 'account' })
    expect(t('welcome.title', { name: 'Ada' })).toBe(welcomeTitle('Ada'))
    expect(t('welcome.body')).toBe(WELCOME_BODY)
  })

  it('is shown in Arabic and Chinese with the name kept', () => {
    const ar = createTranslator({ locale: 'ar', messages: messages.ar, namespace: 'account' })
    const zh = createTranslator({ locale: 'zh-CN', messages: messages.zh, namespace: 'account' })
    expect(ar('welcome.title', { name: 'Ada' })).toBe('مرحبًا بك في نويثر يا Ada!')
    expect(zh('welcome.title', { name: 'Ada' })).toBe('欢迎来到 Noether，Ada！')
  })
})
