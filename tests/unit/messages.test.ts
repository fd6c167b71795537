import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { localeIds } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'

type Tree = { [key: string]: string | Tree }

/** Every key path of a catalogue with its message. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(at, value)
    else for (const [k, v] of leaves(value, at)) out.set(k, v)
  }
  return out
}

/** The ICU arguments and tags a message uses: a translation must use the same ones. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) found.add(e.value)
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        found.add(e.value)
        for (const option of Object.values(e.options)) walk(option.value)
      }
      if (e.type === TYPE.tag) {
        found.add(`<${e.value}>`)
        walk(e.children)
      }
    }
  }
  walk(parse(message))
  return [...found].sort()
}

const english = leaves(messages.en as unknown as Tree)

/** The script a translation must be written in (checked for any English message of two words or more). */
const script: Record<string, RegExp> = { ar: /[\u0600-\u06FF]/, zh: /[\u4E00-\u9FFF]/ }
const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{2,}/g)?.length ?? 0

describe('the message catalogues', () => {
  it('have one file per namespace in every language', () => {
    const files = (locale: string) => readdirSync(path.join('messages', locale)).filter((f) => f.endsWith('.json')).sort()
    for (const locale of localeIds) expect(files(locale)).toEqual(files('en'))
  })

  for (const locale of localeIds.filter((l) => l !== 'en')) {
    it(`${locale}: has exactly English's keys, none left empty or in English`, () => {
      const translated = leaves(messages[locale] as unknown as Tree)
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, message] of translated) {
        expect(message.trim(), key).not.toBe('')
        if (words(english.get(key) ?? '') >= 2) expect(message, `${key} is not translated`).toMatch(script[locale]!)
      }
    })

    it(`${locale}: every message parses and uses the same arguments and tags as English`, () => {
      for (const [key, message] of leaves(messages[locale] as unknown as Tree)) {
        expect(argumentsOf(message), key).toEqual(argumentsOf(english.get(key)!))
      }
    })
  }

  it('English messages all parse', () => {
    for (const [key, message] of english) expect(() => parse(message), key).not.toThrow()
  })
})

describe('the part of a catalogue a page hands to its islands', () => {
  it('holds exactly the picked paths, nested as in the catalogue', async () => {
    const { pickMessages, CHROME_NAMESPACES } = await import('@/lib/i18n/messages')
    const picked = pickMessages(messages.ar, ['auth', 'explorables.pendulum']) as unknown as Record<string, Record<string, unknown>>
    expect(Object.keys(picked).sort()).toEqual(['auth', 'explorables'])
    expect(picked.auth).toBe(messages.ar.auth)
    expect(Object.keys(picked.explorables!)).toEqual(['pendulum'])
    expect(Object.keys(pickMessages(messages.en, CHROME_NAMESPACES))).toEqual([...CHROME_NAMESPACES])
    expect(() => pickMessages(messages.en, ['explorables.noSuchThing'])).toThrow('no messages at "explorables.noSuchThing"')
  })
})
