/**
 * The routes a language has translated pages for, read from Nextra's page map once per request (React's
 * per-request cache): a translated page asks for every link in its text, its solve page for every field.
 */
import { getPageMap } from 'nextra/page-map'
import { cache } from 'react'
import type { Locale } from './locales'
import { translatedRoutes } from './page-map'

export const translatedRoutesOf = cache(async (locale: Locale): Promise<ReadonlySet<string>> => translatedRoutes(await getPageMap(), locale))
