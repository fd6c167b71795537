/**
 * The welcome notification every new account starts with: the one notification a client may write, so
 * its text is fixed here and the security rules (generated from this file) accept exactly this text.
 */
export const WELCOME_ID = 'welcome'
export const WELCOME_TITLE_PREFIX = 'Welcome to Noether, '
export const WELCOME_TITLE_SUFFIX = '!'
export const WELCOME_BODY = 'Pick a subject to start reading; your progress and bookmarks will appear on your dashboard.'
export const WELCOME_HREF = '/learn'

export const welcomeTitle = (displayName: string) => `${WELCOME_TITLE_PREFIX}${displayName}${WELCOME_TITLE_SUFFIX}`
