import { Locales } from '@porthole/protocol'
import { pathToFileURL } from 'node:url'

type Strings = Record<string, string>

/** Where each locale's strings live; English is the reference. */
const CATALOGUE_DIR = new URL('../../../widget-app/src/i18n/', import.meta.url)

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',')

/**
 * What is wrong with one locale's strings against English: a key missing
 * (the view would fall back to English), a key English does not have (a
 * leftover), or placeholders that differ (a value would show as `{name}` or
 * be lost). Empty when the locale is complete.
 */
export function compareCatalogues(locale: string, english: Strings, other: Strings): string[] {
  const problems: string[] = []
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(other, key)) problems.push(`${locale}: missing key '${key}'`)
    else if (placeholders(english[key]!) !== placeholders(other[key]!))
      problems.push(`${locale}: '${key}' has placeholders {${placeholders(other[key]!)}}, English has {${placeholders(english[key]!)}}`)
  }
  for (const key of Object.keys(other)) if (!Object.hasOwn(english, key)) problems.push(`${locale}: extra key '${key}' (not in English)`)
  return problems
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { en: first } = (await import(new URL('en.ts', CATALOGUE_DIR).href)) as { en: Strings }
  const { enViews } = (await import(new URL('en-views.ts', CATALOGUE_DIR).href)) as { enViews: Strings }
  const en = { ...first, ...enViews }
  const problems: string[] = []
  for (const locale of Locales.filter((l) => l !== 'en')) {
    try {
      const { default: strings } = (await import(new URL(`locales/${locale}.ts`, CATALOGUE_DIR).href)) as { default: Strings }
      problems.push(...compareCatalogues(locale, en, strings))
    } catch (error) {
      problems.push(`${locale}: no strings (${(error as Error).message})`)
    }
  }
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log(`${Locales.length} locales, ${Object.keys(en).length} keys each`)
}
