import type { Locale } from '@porthole/protocol'
import { createElement, Fragment, type ReactNode } from 'react'
import { en } from './en.js'
import type { enViews } from './en-views.js'

/** English, whole: the first paint's strings and the views'. Every key has its English text. */
type English = typeof en & typeof enViews
/** Every message key: a key used but not written in English is a type error. */
export type MessageKey = keyof English
/**
 * A locale's strings: some of English's keys (no others), each translated. A key the
 * locale lacks shows in English (`lookup`), so a new string needs only its English text.
 */
export type Catalogue = { readonly [K in MessageKey]?: string }

/** The `{name}` placeholders of an English text, as a union of their names. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never
/** A key whose text has no placeholders: `t(key)` needs nothing else. */
export type PlainKey = { [K in MessageKey]: [Placeholders<English[K]>] extends [never] ? K : never }[MessageKey]
/** What `t` needs besides the key: nothing for a plain text, a value for each placeholder otherwise. */
export type MessageArgs<K extends MessageKey> = [Placeholders<English[K]>] extends [never] ? [] : [Record<Placeholders<English[K]>, string | number>]
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string
/** Like Translate, with elements (a bold address, a link) in the placeholders: the sentence's word order stays the locale's. */
export type TranslateRich = <K extends MessageKey>(key: K, values: Record<Placeholders<English[K]>, ReactNode>) => ReactNode

/** English as far as it has arrived: the first paint's strings, then the views' (addEnglish). */
const english: Partial<Record<MessageKey, string>> = { ...en }

/** Fills `{name}` placeholders; one the caller did not give stays as written, so a gap shows instead of 'undefined'. */
export function interpolate(text: string, values: Record<string, string | number> | undefined): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

/** A key's text in `messages`, else in English (not translated yet), else the key itself. */
const lookup = (messages: Catalogue, key: MessageKey): string => messages[key] ?? english[key] ?? key

function translator(messages: Catalogue): Translate {
  return (key, ...args) => interpolate(lookup(messages, key), args[0])
}

/** Splits the text at its placeholders and puts each value in its place; children as arguments, so they need no keys. */
function richTranslator(messages: Catalogue): TranslateRich {
  return (key, values) => {
    const parts = lookup(messages, key).split(/\{(\w+)\}/)
    const nodes = parts.map((part, i) => (i % 2 === 0 ? part : ((values as Record<string, ReactNode>)[part] ?? `{${part}}`)))
    return createElement(Fragment, null, ...nodes)
  }
}

export type LocaleState = {
  locale: Locale
  t: Translate
  rich: TranslateRich
  /** A text the frame's logic wrote in English, in this language (spec-texts.ts); English's as it is. */
  text: (text: string) => string
}

/** How a language translates the logic's texts (spec-texts.ts: fetched with a language's strings, so not in the first paint). */
export type TextTranslator = (locale: Locale, t: Translate, text: string) => string

const stateFor = (locale: Locale, messages: Catalogue, translateText?: TextTranslator): LocaleState => {
  const t = translator(messages)
  return { locale, t, rich: richTranslator(messages), text: translateText ? (text) => translateText(locale, t, text) : (text) => text }
}

let state: LocaleState = stateFor('en', english)
const listeners = new Set<() => void>()

export function localeState(): LocaleState {
  return state
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function changed(next: LocaleState) {
  state = next
  for (const listener of listeners) listener()
}

/** Makes `messages` the frame's language; every view reading `useLocale` renders again in it. */
export function applyCatalogue(locale: Locale, messages: Catalogue, translateText?: TextTranslator): void {
  changed(stateFor(locale, messages, translateText))
}

/** The rest of English has arrived (en-views.ts): views showing English render again with it. */
export function addEnglish(strings: Catalogue): void {
  Object.assign(english, strings)
  if (state.locale === 'en') changed(stateFor('en', english))
}

/**
 * Translates outside React (a toast's text in a click handler, a view's title
 * in the registry): the current language, without subscribing to changes.
 */
export const t: Translate = (key, ...args) => state.t(key, ...args)
