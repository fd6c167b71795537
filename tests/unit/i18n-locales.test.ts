import { describe, expect, it } from 'vitest'
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  localeCookie,
  localeFromCookies,
  localeInfo,
  localeOfPath,
  locales,
  pathInLocale,
  unprefixed,
} from '@/lib/i18n/locales'

describe('the site’s languages', () => {
  it('are English (unprefixed, the default), Arabic (right to left) and Chinese, each named in itself', () => {
    expect(defaultLocale).toBe('en')
    expect(locales.map((l) => [l.id, l.name, l.dir, l.prefix])).toEqual([
      ['en', 'English', 'ltr', ''],
      ['ar', 'العربية', 'rtl', '/ar'],
      ['zh', '中文', 'ltr', '/zh'],
    ])
    expect(localeInfo('en').tag).toBe('en-US')
  })

  it('recognise only their own ids', () => {
    expect(isLocale('ar')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('a path’s language', () => {
  it('is its prefix, or English without one', () => {
    expect(localeOfPath('/')).toBe('en')
    expect(localeOfPath('/mathematics/abstract-algebra')).toBe('en')
    expect(localeOfPath('/ar')).toBe('ar')
    expect(localeOfPath('/ar/learn')).toBe('ar')
    expect(localeOfPath('/zh/physics/optics')).toBe('zh')
    // A page whose first segment only starts like a prefix is English.
    expect(localeOfPath('/archive')).toBe('en')
    expect(localeOfPath('/en/learn')).toBe('en')
  })

  it('loses its prefix when unprefixed', () => {
    expect(unprefixed('/ar/learn')).toBe('/learn')
    expect(unprefixed('/zh')).toBe('/')
    expect(unprefixed('/learn')).toBe('/learn')
  })
})

describe('the same page in another language', () => {
  it('rewrites only the prefix, keeping the rest of the address', () => {
    expect(pathInLocale('/mathematics/abstract-algebra', 'ar')).toBe('/ar/mathematics/abstract-algebra')
    expect(pathInLocale('/ar/mathematics/abstract-algebra', 'zh')).toBe('/zh/mathematics/abstract-algebra')
    expect(pathInLocale('/zh/learn', 'en')).toBe('/learn')
    expect(pathInLocale('/', 'ar')).toBe('/ar')
    expect(pathInLocale('/ar', 'en')).toBe('/')
    expect(pathInLocale('/login?next=%2Fdashboard#form', 'zh')).toBe('/zh/login?next=%2Fdashboard#form')
  })
})

describe('the language cookie', () => {
  it('is NEXT_LOCALE, site-wide, for a year', () => {
    const cookie = localeCookie('ar')
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=ar;`))
    expect(cookie).toContain('Path=/')
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBe(365 * 24 * 60 * 60)
  })

  it('is read back from a cookie header, ignoring languages we do not have', () => {
    expect(localeFromCookies('a=1; NEXT_LOCALE=zh; b=2')).toBe('zh')
    expect(localeFromCookies('NEXT_LOCALE=fr')).toBeUndefined()
    expect(localeFromCookies('XNEXT_LOCALE=ar')).toBeUndefined()
    expect(localeFromCookies('')).toBeUndefined()
  })
})

describe('links in a language', () => {
  it('put page addresses under the prefix and leave assets, other sites and English alone', async () => {
    const { localizedHref } = await import('@/lib/i18n/locales')
    expect(localizedHref('/learn', 'ar')).toBe('/ar/learn')
    expect(localizedHref('/', 'zh')).toBe('/zh')
    expect(localizedHref('/ar/learn', 'ar')).toBe('/ar/learn')
    expect(localizedHref('/login?next=%2Fdashboard', 'zh')).toBe('/zh/login?next=%2Fdashboard')
    expect(localizedHref('/learn', 'en')).toBe('/learn')
    for (const href of ['/search/en-US/meta.json', '/fonts/x.woff2', '/_next/static/a.js', 'https://github.com/x', '//cdn.example/x', '#top', 'mailto:a@b.c']) {
      expect(localizedHref(href, 'ar')).toBe(href)
    }
  })
})

describe('the home page’s language redirect', () => {
  async function run(cookie: string, pathname = '/') {
    const { localeRedirectScript } = await import('@/lib/i18n/locales')
    let went: string | undefined
    const location = { pathname, search: '?q=1', hash: '', replace: (to: string) => (went = to) }
    new Function('location', 'document', localeRedirectScript)(location, { cookie })
    return went
  }

  it('sends a reader whose cookie names another language to its home page, keeping the query', async () => {
    expect(await run('NEXT_LOCALE=ar')).toBe('/ar?q=1')
    expect(await run('a=1; NEXT_LOCALE=zh')).toBe('/zh?q=1')
  })

  it('stays for English, an unknown language, no cookie, or any page but the home page', async () => {
    expect(await run('NEXT_LOCALE=en')).toBeUndefined()
    expect(await run('NEXT_LOCALE=fr')).toBeUndefined()
    expect(await run('')).toBeUndefined()
    expect(await run('NEXT_LOCALE=ar', '/learn')).toBeUndefined()
  })
})
