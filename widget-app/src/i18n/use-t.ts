import { useSyncExternalStore } from 'react'
import { localeState, subscribeLocale, type LocaleState, type Translate } from './translate.js'

/** The current language and its translate function; the component renders again when the language arrives or changes. */
export function useLocale(): LocaleState {
  return useSyncExternalStore(subscribeLocale, localeState, localeState)
}

/** The translate function of the current language (see useLocale). */
export function useT(): Translate {
  return useLocale().t
}

/** Translates texts the frame's logic wrote in English (spec-texts.ts); undefined stays empty. */
export function useText(): (text: string | undefined) => string {
  const { text: translate } = useLocale()
  return (text) => (text === undefined ? '' : translate(text))
}
