import type { Locale } from '@porthole/protocol'
import type { MessageKey, Translate } from './translate.js'

/** Texts with a value in them, as the frame's logic writes them in English, and their keys. */
const PATTERNS: readonly [RegExp, MessageKey, readonly string[]][] = [
  [/^Please try again after (\d+) seconds$/, 'text.cooldown', ['seconds']],
  [/^Error registering name (.+)$/, 'text.errorRegisteringName', ['name']],
  [/^Enter between (\S+) and (\S+) (\S+)$/, 'text.enterBetween', ['min', 'max', 'currency']],
  [/^Insufficient (\S+) to pay the network fee$/, 'text.insufficientGas', ['symbol']],
  [/^Approve (\S+) in your wallet…$/, 'text.approveInWallet', ['symbol']],
  [/^Approving (\S+)…$/, 'text.approving', ['symbol']],
  [/^Approve (\S+)$/, 'text.approveSymbol', ['symbol']],
]

/**
 * A text the frame's logic wrote (a spec §5/§8 message, an error, a button
 * label), in the current language. Such texts stay English in the store and
 * over the channel (the dapp's errors never change); only the view translates
 * them, through the `text.*` keys (the English itself, or a pattern's key).
 * English shows them as written; one the catalogue does not know (a wallet's
 * own error) shows as it is.
 */
export function translateText(locale: Locale, t: Translate, text: string): string {
  if (locale === 'en') return text
  const lookup = t as (key: string, values?: Record<string, string>) => string
  const key = `text.${text}`
  const translated = lookup(key)
  // The translate function answers a key it does not know with the key itself.
  if (translated !== key) return translated
  for (const [pattern, patternKey, names] of PATTERNS) {
    const match = pattern.exec(text)
    if (match) return lookup(patternKey, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])))
  }
  return text
}
