import type { Locale } from '@porthole/protocol'
import { createElement, Fragment, type ReactNode } from 'react'
import { en } from './en.js'

/** Every message key: the English catalogue is the list, so a key used but not written there is a type error. */
export type MessageKey = keyof typeof en
/** A locale's strings: exactly English's keys, each translated. */
export type Catalogue = { readonly [K in MessageKey]: string }

/** A key whose text has no placeholders: `t(key)` needs nothing else. */
export type PlainKey = { [K in MessageKey]: [Placeholders<(typeof en)[K]>] extends [never] ? K : never }[MessageKey]

/** The `{name}` placeholders of an English text, as a union of their names. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never
/** What `t` needs besides the key: nothing for a plain text, a value for each placeholder otherwise. */
export type MessageArgs<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never] ? [] : [Record<Placeholders<(typeof en)[K]>, string | number>]
export type Translate = <K extends MessageKey>(key: K, ...args: MessageArgs<K>) => string
/** Like Translate, with elements (a bold address, a link) in the placeholders: the sentence's word order stays the locale's. */
export type TranslateRich = <K extends MessageKey>(key: K, values: Record<Placeholders<(typeof en)[K]>, ReactNode>) => ReactNode

/** Fills `{name}` placeholders; one the caller did not give stays as written, so a gap shows instead of 'undefined'. */
export function interpolate(text: string, values: Record<string, string | number> | undefined): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

/** A translate function over one catalogue; a key missing from it (a locale chunk older than the code) falls back to English. */
export function translator(messages: Catalogue): Translate {
  return (key, ...args) => interpolate(messages[key] ?? en[key], args[0])
}

/** Splits the text at its placeholders and puts each value in its place; children as arguments, so they need no keys. */
function richTranslator(messages: Catalogue): TranslateRich {
  return (key, values) => {
    const parts = (messages[key] ?? en[key]).split(/\{(\w+)\}/)
    const nodes = parts.map((part, i) => (i % 2 === 0 ? part : ((values as Record<string, ReactNode>)[part] ?? `{${part}}`)))
    return createElement(Fragment, null, ...nodes)
  }
}

export type LocaleState = { locale: Locale; t: Translate; rich: TranslateRich }

const stateFor = (locale: Locale, messages: Catalogue): LocaleState => ({ locale, t: translator(messages), rich: richTranslator(messages) })

let state: LocaleState = stateFor('en', en)
const listeners = new Set<() => void>()

export function localeState(): LocaleState {
  return state
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Makes `messages` the frame's language; every view reading `useT` renders again in it. */
export function applyCatalogue(locale: Locale, messages: Catalogue): void {
  state = stateFor(locale, messages)
  for (const listener of listeners) listener()
}

/**
 * Translates outside React (a toast's text in a click handler, a view's title
 * in the registry): the current language, without subscribing to changes.
 */
export const t: Translate = (key, ...args) => state.t(key, ...args)
