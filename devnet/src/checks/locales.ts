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
 * One locale's strings against English. `errors`: a key English does not have
 * (a leftover) or placeholders that differ (a value would show as `{name}` or
 * be lost). `untranslated`: English keys the locale lacks, which show in
 * English (translate.ts falls back), so they are reported, not failed.
 */
export function compareCatalogues(locale: string, english: Strings, other: Strings): { errors: string[]; untranslated: string[] } {
  const errors: string[] = []
  const untranslated: string[] = []
  for (const key of Object.keys(english)) {
    if (!Object.hasOwn(other, key)) untranslated.push(key)
    else if (placeholders(english[key]!) !== placeholders(other[key]!))
      errors.push(`${locale}: '${key}' has placeholders {${placeholders(other[key]!)}}, English has {${placeholders(english[key]!)}}`)
  }
  for (const key of Object.keys(other)) if (!Object.hasOwn(english, key)) errors.push(`${locale}: extra key '${key}' (not in English)`)
  return { errors, untranslated }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { en: first } = (await import(new URL('en.ts', CATALOGUE_DIR).href)) as { en: Strings }
  const { enViews } = (await import(new URL('en-views.ts', CATALOGUE_DIR).href)) as { enViews: Strings }
  const en = { ...first, ...enViews }
  const problems: string[] = []
  for (const locale of Locales.filter((l) => l !== 'en')) {
    try {
      const { default: strings } = (await import(new URL(`locales/${locale}.ts`, CATALOGUE_DIR).href)) as { default: Strings }
      const { errors, untranslated } = compareCatalogues(locale, en, strings)
      problems.push(...errors)
      if (untranslated.length > 0) console.log(`${locale}: ${untranslated.length} untranslated (shown in English): ${untranslated.join(', ')}`)
    } catch (error) {
      problems.push(`${locale}: no strings (${(error as Error).message})`)
    }
  }
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
  console.log(`${Locales.length} locales, ${Object.keys(en).length} English keys`)
}
