import {
  appendTransactionMessageInstructions,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  getAddressDecoder,
  getAddressEncoder,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  createTransactionMessage,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit'
import type { RpcTransport } from '../rpc/index.js'

/** The address whose 32 bytes are all `n`: distinct, readable test accounts. */
export const solanaKey = (n: number): Address => getAddressDecoder().decode(new Uint8Array(32).fill(n))

const blockhash = { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N' as Blockhash, lastValidBlockHeight: 100n }

/** A real v0 transaction's wire bytes (base64), unsigned, as a dapp sends it; `tables` compress its accounts. */
export function wireTransaction(feePayer: Address, instructions: Instruction[], tables: Record<Address, Address[]> = {}): string {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  )
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/**
 * A Solana node holding these lookup tables (a 56-byte header, then their addresses, as
 * getAccountInfo answers). `failure`: what its simulations log as they fail; `simulations`:
 * collects the options of each simulation asked of it.
 */
export const lookupTableNode = (
  tables: Record<string, Address[]>,
  { failure, simulations = [] }: { failure?: string; simulations?: unknown[] } = {},
): RpcTransport => ({
  async request({ method, params }) {
    if (method === 'simulateTransaction') {
      simulations.push((params as unknown[])[1])
      return { value: failure ? { err: { InstructionError: [0, 'Custom'] }, logs: [failure] } : { err: null } }
    }
    const [account] = params as [string]
    const addresses = Object.hasOwn(tables, account) ? tables[account]! : undefined
    if (method !== 'getAccountInfo' || !addresses) return { value: null }
    const data = new Uint8Array([...new Uint8Array(56), ...addresses.flatMap((a) => [...getAddressEncoder().encode(a)])])
    return { value: { owner: 'AddressLookupTab1e1111111111111111111111111', data: [getBase64Decoder().decode(data), 'base64'] } }
  },
})
