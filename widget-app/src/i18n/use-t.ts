import { useSyncExternalStore } from 'react'
import { translateText } from './spec-texts.js'
import { localeState, subscribeLocale, type LocaleState, type Translate } from './translate.js'

/** The current language and its translate function; the component renders again when the language arrives or changes. */
export function useLocale(): LocaleState {
  return useSyncExternalStore(subscribeLocale, localeState, localeState)
}

/** The translate function of the current language (see useLocale). */
export function useT(): Translate {
  return useLocale().t
}

/** Translates texts the frame's logic wrote in English (see translateText); undefined stays empty. */
export function useText(): (text: string | undefined) => string {
  const { locale, t } = useLocale()
  return (text) => (text === undefined ? '' : translateText(locale, t, text))
}
