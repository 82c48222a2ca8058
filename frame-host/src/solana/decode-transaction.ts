import { InvalidParamsRpcError, SolanaMessages } from '@porthole/protocol'
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from '@solana/kit'

/** The accounts a v0 message loads from one lookup table, by their index in it. */
export type TableLookup = { table: Address; writable: readonly number[]; readonly: readonly number[] }

export type DecodedTransaction = {
  /** Accounts the message names, in its order (lookup-table accounts are not resolved). */
  accounts: readonly Address[]
  /** Accounts that must sign; the first pays the fee. */
  signers: readonly Address[]
  /** Accounts an instruction names past `accounts` are these tables' (resolve-lookup-tables.ts). */
  lookups: readonly TableLookup[]
  instructions: ReadonlyArray<{
    program: Address | undefined
    accounts: ReadonlyArray<Address | undefined>
    indices: readonly number[]
    programIndex: number
    data: Uint8Array
  }>
  messageBytes: Uint8Array
}

/** A transaction's wire bytes (base64) as its message says them; one that does not decode is -32602. */
export function decodeTransaction(base64: string): DecodedTransaction {
  try {
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(base64))
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    // Legacy and v0 messages; the v1 format (instruction headers) is not sent by wallets yet.
    if (!('instructions' in message)) throw new Error('unsupported message version')
    const accounts = message.staticAccounts
    const lookups = ('addressTableLookups' in message ? (message.addressTableLookups ?? []) : []).map((l) => ({
      table: l.lookupTableAddress,
      writable: l.writableIndexes,
      readonly: l.readonlyIndexes,
    }))
    return {
      accounts,
      signers: accounts.slice(0, message.header.numSignerAccounts),
      lookups,
      instructions: message.instructions.map((ix: (typeof message.instructions)[number]) => ({
        program: accounts[ix.programAddressIndex],
        accounts: (ix.accountIndices ?? []).map((i: number) => accounts[i]),
        indices: ix.accountIndices ?? [],
        programIndex: ix.programAddressIndex,
        data: new Uint8Array(ix.data ?? []),
      })),
      messageBytes: new Uint8Array(transaction.messageBytes),
    }
  } catch {
    throw new InvalidParamsRpcError(SolanaMessages.undecodable)
  }
}
