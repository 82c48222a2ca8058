import { localeFromLanguages, RtlLocales, type Locale } from '@porthole/protocol'
import { addEnglish, applyCatalogue, type Catalogue } from './translate.js'

type OtherLocale = Exclude<Locale, 'en'>

/**
 * Every language but English in a chunk of its own (vite.config.ts names
 * them `locale-xx`), fetched only when that language is chosen: the first
 * paint carries English alone.
 */
const CATALOGUES: Record<OtherLocale, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es.js'),
  fr: () => import('./locales/fr.js'),
  de: () => import('./locales/de.js'),
  pt: () => import('./locales/pt.js'),
  ja: () => import('./locales/ja.js'),
  zh: () => import('./locales/zh.js'),
  ko: () => import('./locales/ko.js'),
  ru: () => import('./locales/ru.js'),
  ar: () => import('./locales/ar.js'),
}

/** The site's choice (`data-locale`, checked by the worker) over the browser's languages, else English. */
export function chooseLocale(configured: Locale | undefined, languages: readonly string[]): Locale {
  return configured ?? localeFromLanguages(languages)
}

/**
 * Loads `locale`'s strings and makes them the frame's, with the document's
 * `lang` and direction (`rtl` for Arabic) set together, so the layout never
 * mirrors around English text. A chunk that fails to load leaves English.
 */
export async function startLocale(locale: Locale, root: HTMLElement): Promise<void> {
  if (locale === 'en') return
  try {
    const [{ default: messages }, { translateText }] = await Promise.all([CATALOGUES[locale](), import('./spec-texts.js')])
    root.lang = locale
    root.dir = RtlLocales.includes(locale) ? 'rtl' : 'ltr'
    applyCatalogue(locale, messages, translateText)
  } catch (error) {
    console.warn(`[porthole] the ${locale} strings could not be loaded; English is shown`, error)
  }
}

let englishViews: Promise<void> | undefined

/**
 * The English strings of the views after Connect (en-views.ts), which ride in
 * the views' chunk: a view waits for them with its code (lazy-view.tsx), in
 * every language, since a key a locale has not translated shows in English.
 * A failed load is forgotten, so the view's Try again fetches it again.
 */
export function loadViewStrings(): Promise<void> {
  englishViews ??= import('./en-views.js').then(
    ({ enViews }) => addEnglish(enViews),
    (error: unknown) => {
      englishViews = undefined
      throw error
    },
  )
  return englishViews
}
