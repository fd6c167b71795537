import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allFields } from '@/lib/catalogue'
import { LOCAL_ORIGINS, renderRulesBlock, rulesConfig, siteOrigins, withGeneratedBlock } from '@/lib/firebase/rules-config'

const production = {
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'noether-prod',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExampleKey123',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'noether-prod.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
  NEXT_PUBLIC_SITE_URL: 'https://noether.example.org',
  NEXT_PUBLIC_STRIPE_PRO_PRICE: 'price_live_pro',
}

describe('firestore.rules', () => {
  it('carries the generated block for the demo settings (run `npm run rules` after changing the catalogue or problems)', () => {
    const committed = readFileSync('firestore.rules', 'utf8')
    expect(withGeneratedBlock(committed, renderRulesBlock(rulesConfig({})))).toBe(committed)
  })

  it('lists every field page with its title, and the problems each page has', () => {
    const config = rulesConfig({})
    expect(Object.keys(config.fieldTitles)).toEqual(allFields.map((f) => f.href))
    expect(config.fieldTitles['/mathematics/abstract-algebra']).toBe('Abstract Algebra')
    for (const ids of Object.values(config.problemIds)) {
      expect(ids.length).toBeGreaterThanOrEqual(3)
      for (const id of ids) expect(id).toMatch(/^problem-\d+$/)
    }
  })

  it('in production accepts only the site and its Firebase domains, and the configured price', () => {
    expect(siteOrigins(production)).toEqual(['https://noether.example.org', 'https://noether-prod.web.app', 'https://noether-prod.firebaseapp.com'])
    expect(rulesConfig(production).proPrice).toBe('price_live_pro')
    const block = renderRulesBlock(rulesConfig(production))
    for (const local of LOCAL_ORIGINS) expect(block).not.toContain(local)
    expect(siteOrigins({})).toEqual(expect.arrayContaining(LOCAL_ORIGINS))
  })

  it('escapes quotes in the values it writes', () => {
    const block = renderRulesBlock({ fieldTitles: { '/a/b': "Noether's theorem" }, problemIds: {}, proPrice: 'p', origins: [] })
    expect(block).toContain("'/a/b': 'Noether\\'s theorem'")
  })

  it('refuses a rules file without the markers', () => {
    expect(() => withGeneratedBlock('service cloud.firestore {}', 'x')).toThrow(/markers/)
  })
})
