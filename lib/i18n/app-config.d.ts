/** Types use-intl's `t('…')` keys and arguments by the English catalogue (lib/i18n/messages.ts). */
import type { Messages } from './messages'

declare module 'use-intl' {
  interface AppConfig {
    Messages: Messages
  }
}
