import { describe, expect, it } from 'vitest'
import { parseSiteConfig } from '@/lib/site'

describe('site configuration', () => {
  it('uses the defaults and trims trailing slashes', () => {
    expect(parseSiteConfig({})).toEqual({ url: 'https://demo-noether.web.app', repository: 'https://github.com/noether-edu/noether' })
    expect(parseSiteConfig({ NEXT_PUBLIC_SITE_URL: 'https://noether.example/' }).url).toBe('https://noether.example')
  })

  it('fails with a clear message on an invalid repository address', () => {
    expect(() => parseSiteConfig({ NEXT_PUBLIC_REPOSITORY_URL: 'not a url' })).toThrow(/Invalid site configuration: .*NEXT_PUBLIC_REPOSITORY_URL/)
    expect(() => parseSiteConfig({ NEXT_PUBLIC_REPOSITORY_URL: 'http://github.com/a/b' })).toThrow(/https/)
    expect(() => parseSiteConfig({ NEXT_PUBLIC_REPOSITORY_URL: 'https://github.com/only-owner' })).toThrow(/owner\/name/)
  })
})
