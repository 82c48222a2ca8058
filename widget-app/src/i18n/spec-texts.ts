import { en } from './en.js'
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

const isKey = (key: string): key is MessageKey => Object.hasOwn(en, key)

/**
 * A text the frame's logic wrote (a spec §5/§8 message, an error, a button
 * label), in the current language. Such texts stay English in the store and
 * over the channel (the dapp's errors never change); only the view translates
 * them. One the catalogue does not know (a wallet's own error) shows as it is.
 */
export function translateText(t: Translate, text: string): string {
  const key = `text.${text}`
  if (isKey(key)) return (t as (key: MessageKey) => string)(key)
  for (const [pattern, patternKey, names] of PATTERNS) {
    const match = pattern.exec(text)
    if (match) return (t as (key: MessageKey, values: Record<string, string>) => string)(patternKey, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])))
  }
  return text
}
