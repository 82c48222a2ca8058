import { InvalidParamsRpcError, SolanaMessages } from '@porthole/protocol'
import { getBase64Encoder, getCompiledTransactionMessageDecoder, getTransactionDecoder, type Address } from '@solana/kit'

export type DecodedTransaction = {
  /** Accounts the message names, in its order (lookup-table accounts are not resolved). */
  accounts: readonly Address[]
  /** Accounts that must sign; the first pays the fee. */
  signers: readonly Address[]
  instructions: ReadonlyArray<{ program: Address | undefined; accounts: ReadonlyArray<Address | undefined>; data: Uint8Array }>
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
    return {
      accounts,
      signers: accounts.slice(0, message.header.numSignerAccounts),
      instructions: message.instructions.map((ix: (typeof message.instructions)[number]) => ({
        program: accounts[ix.programAddressIndex],
        accounts: (ix.accountIndices ?? []).map((i: number) => accounts[i]),
        data: new Uint8Array(ix.data ?? []),
      })),
      messageBytes: new Uint8Array(transaction.messageBytes),
    }
  } catch {
    throw new InvalidParamsRpcError(SolanaMessages.undecodable)
  }
}
