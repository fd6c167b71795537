/**
 * The welcome notification every new account starts with: the one notification a client may write, so
 * its text is fixed here and the security rules (generated from this file) accept exactly this text. It is
 * stored in English, whatever the reader's language; the account screens recognise it (`welcomeName`) and
 * show it in the reader's language (`account.welcome` in the message catalogue, whose English is this text).
 */
export const WELCOME_ID = 'welcome'
export const WELCOME_TITLE_PREFIX = 'Welcome to Noether, '
export const WELCOME_TITLE_SUFFIX = '!'
export const WELCOME_BODY = 'Pick a subject to start reading; your progress and bookmarks will appear on your dashboard.'
export const WELCOME_HREF = '/learn'

export const welcomeTitle = (displayName: string) => `${WELCOME_TITLE_PREFIX}${displayName}${WELCOME_TITLE_SUFFIX}`

/**
 * The name a stored notification welcomes, when it is the welcome in its fixed words (its id, title and
 * body); undefined for any other notification, so only the welcome is ever shown reworded.
 */
export function welcomeName(n: { id: string; title: string; body: string }): string | undefined {
  if (n.id !== WELCOME_ID || n.body !== WELCOME_BODY) return undefined
  const { title } = n
  const fixed = WELCOME_TITLE_PREFIX.length + WELCOME_TITLE_SUFFIX.length
  if (title.length <= fixed || !title.startsWith(WELCOME_TITLE_PREFIX) || !title.endsWith(WELCOME_TITLE_SUFFIX)) return undefined
  return title.slice(WELCOME_TITLE_PREFIX.length, title.length - WELCOME_TITLE_SUFFIX.length)
}
