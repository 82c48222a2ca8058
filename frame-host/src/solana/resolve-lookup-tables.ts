import { getAddressDecoder, getArrayDecoder, getBase64Encoder, type Address } from '@solana/kit'
import type { DecodedTransaction } from './decode-transaction.js'

/** A lookup table account's data: a fixed header, then its addresses one after another. */
const LOOKUP_TABLE_HEADER_BYTES = 56

/** The addresses a lookup table account (its base64 data) holds. */
export function lookupTableAddresses(base64Data: string): readonly Address[] {
  const data = getBase64Encoder().encode(base64Data)
  return getArrayDecoder(getAddressDecoder(), { size: 'remainder' }).decode(data, LOOKUP_TABLE_HEADER_BYTES)
}

/**
 * The transaction with every instruction's accounts named, the ones its
 * lookup tables hold included: a v0 message's accounts are its own, then
 * every table's writable ones, then every table's read-only ones.
 * `loadTable` answers a table's addresses, undefined when it does not exist;
 * an account still unknown stays undefined (the approval says it cannot describe it).
 */
export async function resolveLookupTables(
  decoded: DecodedTransaction,
  loadTable: (table: Address) => Promise<readonly Address[] | undefined>,
): Promise<DecodedTransaction> {
  if (decoded.lookups.length === 0) return decoded
  const tables = await Promise.all(decoded.lookups.map((l) => loadTable(l.table)))
  const pick = (key: 'writable' | 'readonly') => decoded.lookups.flatMap((l, t) => l[key].map((i) => tables[t]?.[i]))
  const all: (Address | undefined)[] = [...decoded.accounts, ...pick('writable'), ...pick('readonly')]
  return {
    ...decoded,
    instructions: decoded.instructions.map((ix) => ({ ...ix, program: all[ix.programIndex], accounts: ix.indices.map((i) => all[i]) })),
  }
}
