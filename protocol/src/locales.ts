/**
 * The languages the widget speaks. English is the default and the fallback;
 * `ar` is written right to left. A site picks one with the snippet's
 * `data-locale`; otherwise the frame follows the browser's languages.
 */
export const Locales = ['en', 'es', 'fr', 'de', 'pt', 'ja', 'zh', 'ko', 'ru', 'ar'] as const
export type Locale = (typeof Locales)[number]

/** Locales written right to left: the frame document gets `dir="rtl"`. */
export const RtlLocales: readonly Locale[] = ['ar']

/**
 * The first supported locale among the browser's preferred languages, by
 * primary subtag (`pt-BR` → `pt`, `zh-Hant-TW` → `zh`); English if none is.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0]
    const found = Locales.find((l) => l === primary)
    if (found) return found
  }
  return 'en'
}
