import { workerFamilies, workerFamilyOf } from '../families/index.js'
import type { MessageFields, ParsedMessage } from './fields.js'

/** The text the wallet shows and signs, in the sign-in format of the chain's family (EIP-4361, Sign-In With Solana). */
export function serialize(fields: MessageFields): string {
  const family = workerFamilyOf(fields.chainId)
  // The routes take only chains of the fully supported families, which all have a sign-in format.
  if (!family) throw new Error(`${fields.chainId} has no sign-in message format`)
  return family.siwx.serialize(fields)
}

/** The message's fields, read back from its text; undefined when it is in no family's format. */
export function parse(text: string): ParsedMessage | undefined {
  for (const family of workerFamilies) {
    const parsed = family.siwx.parse(text)
    if (parsed) return parsed
  }
  return undefined
}
