import { createTranslator } from 'use-intl'
import { messages } from '@/lib/i18n/messages'

/** The explorables' English messages: what a lib module says, read as the reader reads it. */
export const english = createTranslator({ locale: 'en', messages: messages.en, namespace: 'explorables' })
