import {
  address,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Address,
  type Blockhash,
  type Transaction,
} from '@solana/kit'
import { getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import * as z from 'zod'
import { Encodings, rpcAccount, tokenAmount } from './account-encoding.js'
import type { LocalCluster } from './cluster.js'
import { describeTransactionError } from './transaction-errors.js'

/** A JSON-RPC error with a validator's code and text. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const SOLANA_CORE_VERSION = '2.2.0'
/** What the local cluster charges per signature, like mainnet. */
const LAMPORTS_PER_SIGNATURE = 5_000n

const pubkey = z.string().transform((text, ctx) => {
  try {
    return address(text)
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Invalid param: Invalid' })
    return z.NEVER
  }
})
const encodingConfig = z.looseObject({ encoding: z.enum(Encodings).optional() }).optional()
const wireEncoding = z.looseObject({ encoding: z.enum(['base58', 'base64']).optional() })

/** Parses a method's params as a validator would, or throws its -32602. */
function params<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? [])
  if (parsed.success) return parsed.data
  throw new RpcError(-32602, `Invalid params: ${parsed.error.issues.map((i) => i.message).join('; ')}`)
}

/**
 * A wire transaction, checked to be exactly one well-formed transaction: kit's
 * decoders read what they can, while litesvm aborts the whole process on bytes
 * it cannot deserialize, so anything that does not survive a round trip is refused here.
 */
function decodeTransaction(text: string, encoding: 'base58' | 'base64' = 'base58'): Transaction {
  const refuse = () => new RpcError(-32602, `invalid transaction: failed to deserialize ${encoding} transaction`)
  let bytes: Uint8Array
  let transaction: Transaction
  try {
    bytes = new Uint8Array(encoding === 'base64' ? getBase64Encoder().encode(text) : getBase58Encoder().encode(text))
    transaction = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    const reencoded = getTransactionEncoder().encode(transaction)
    const sameBytes = reencoded.length === bytes.length && reencoded.every((byte, i) => byte === bytes[i])
    const sameMessage = getCompiledTransactionMessageEncoder().encode(message).length === transaction.messageBytes.length
    if (!sameBytes || !sameMessage || Object.keys(transaction.signatures).length !== message.header.numSignerAccounts) throw refuse()
  } catch {
    throw refuse()
  }
  return transaction
}

function withBlockhash(transaction: Transaction, blockhash: Blockhash): Transaction {
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  const messageBytes = getCompiledTransactionMessageEncoder().encode({ ...message, lifetimeToken: blockhash })
  return { ...transaction, messageBytes: messageBytes as Transaction['messageBytes'] }
}

type Method = (cluster: LocalCluster, raw: unknown) => unknown

const context = (cluster: LocalCluster) => ({ slot: cluster.slot, apiVersion: SOLANA_CORE_VERSION })
const withContext = (cluster: LocalCluster, value: unknown) => ({ context: context(cluster), value })

function tokenAccountsOf(cluster: LocalCluster, owner: Address, filter: { mint?: Address; programId?: Address }) {
  if (filter.programId && filter.programId !== TOKEN_PROGRAM_ADDRESS) return []
  return cluster.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS).filter((account) => {
    if (account.data.length !== 165) return false
    const token = getTokenDecoder().decode(account.data)
    return token.owner === owner && (!filter.mint || token.mint === filter.mint)
  })
}

function signatureStatus(cluster: LocalCluster, signature: string) {
  const found = cluster.status(signature)
  if (!found) return null
  const status = found.err === null ? { Ok: null } : { Err: found.err }
  return { slot: found.slot, confirmations: null, err: found.err, status, confirmationStatus: 'finalized' }
}

/** The JSON-RPC methods of a validator that the widget, @solana/kit, web3.js and wallet adapters use. */
export const methods: Record<string, Method> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getGenesisHash: (cluster) => cluster.genesisHash,
  getSlot: (cluster) => cluster.slot,
  getBlockHeight: (cluster) => cluster.slot,
  getTransactionCount: (cluster) => cluster.count,
  getEpochInfo: (cluster) => {
    const { epoch } = cluster.svm.getClock()
    const { slotsPerEpoch } = cluster.svm.getEpochSchedule()
    return {
      absoluteSlot: cluster.slot,
      blockHeight: cluster.slot,
      epoch,
      slotIndex: cluster.slot % slotsPerEpoch,
      slotsInEpoch: slotsPerEpoch,
      transactionCount: cluster.count,
    }
  },
  getLatestBlockhash: (cluster) => withContext(cluster, cluster.latestBlockhash()),
  isBlockhashValid: (cluster, raw) => {
    const [blockhash] = params(z.tuple([z.string()]).rest(z.unknown()), raw)
    return withContext(cluster, blockhash === cluster.latestBlockhash().blockhash)
  },
  getRecentPrioritizationFees: () => [],
  getMinimumBalanceForRentExemption: (cluster, raw) => {
    const [size] = params(z.tuple([z.number().int().nonnegative()]).rest(z.unknown()), raw)
    return cluster.svm.minimumBalanceForRentExemption(BigInt(size))
  },
  getBalance: (cluster, raw) => {
    const [owner] = params(z.tuple([pubkey]).rest(z.unknown()), raw)
    return withContext(cluster, cluster.svm.getBalance(owner) ?? 0n)
  },
  getAccountInfo: (cluster, raw) => {
    const [key, config] = params(z.tuple([pubkey, encodingConfig]), raw)
    return withContext(cluster, rpcAccount(cluster, cluster.svm.getAccount(key), config?.encoding ?? 'base58'))
  },
  getMultipleAccounts: (cluster, raw) => {
    const [keys, config] = params(z.tuple([z.array(pubkey).max(100), encodingConfig]), raw)
    return withContext(
      cluster,
      keys.map((key) => rpcAccount(cluster, cluster.svm.getAccount(key), config?.encoding ?? 'base64')),
    )
  },
  getTokenAccountsByOwner: (cluster, raw) => {
    const filter = z.union([z.strictObject({ mint: pubkey }), z.strictObject({ programId: pubkey })])
    const [owner, by, config] = params(z.tuple([pubkey, filter, encodingConfig]), raw)
    const accounts = tokenAccountsOf(cluster, owner, by)
    return withContext(
      cluster,
      accounts.map((account) => ({ pubkey: account.address, account: rpcAccount(cluster, account, config?.encoding ?? 'base64') })),
    )
  },
  getTokenAccountBalance: (cluster, raw) => {
    const [key] = params(z.tuple([pubkey]).rest(z.unknown()), raw)
    const account = rpcAccount(cluster, cluster.svm.getAccount(key), 'jsonParsed')
    const info = (account?.data as { parsed?: { type: string; info: { tokenAmount: unknown } } } | undefined)?.parsed
    if (info?.type !== 'account') throw new RpcError(-32602, 'Invalid param: not a Token account')
    return withContext(cluster, info.info.tokenAmount)
  },
  getTokenSupply: (cluster, raw) => {
    const [key] = params(z.tuple([pubkey]).rest(z.unknown()), raw)
    const account = rpcAccount(cluster, cluster.svm.getAccount(key), 'jsonParsed')
    const info = (account?.data as { parsed?: { type: string; info: { supply: string; decimals: number } } } | undefined)?.parsed
    if (info?.type !== 'mint') throw new RpcError(-32602, 'Invalid param: not a Token mint')
    return withContext(cluster, tokenAmount(BigInt(info.info.supply), info.info.decimals))
  },
  getSignatureStatuses: (cluster, raw) => {
    const [signatures] = params(z.tuple([z.array(z.string()).max(256)]).rest(z.unknown()), raw)
    return withContext(
      cluster,
      signatures.map((signature) => signatureStatus(cluster, signature)),
    )
  },
  getSignaturesForAddress: (cluster, raw) => {
    const config = z
      .looseObject({ limit: z.number().int().min(1).max(1000).optional(), before: z.string().optional(), until: z.string().optional() })
      .optional()
    const [owner, options] = params(z.tuple([pubkey, config]), raw)
    let list = cluster.signaturesOf(owner)
    if (options?.before) list = list.slice(list.findIndex((p) => p.signature === options.before) + 1)
    if (options?.until) {
      const end = list.findIndex((p) => p.signature === options.until)
      if (end >= 0) list = list.slice(0, end)
    }
    return list
      .slice(0, options?.limit ?? 1000)
      .map((p) => ({ signature: p.signature, slot: p.slot, err: p.err, memo: null, blockTime: p.blockTime, confirmationStatus: 'finalized' }))
  },
  getFeeForMessage: (cluster, raw) => {
    const [text] = params(z.tuple([z.string()]).rest(z.unknown()), raw)
    try {
      const message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(text))
      // A message whose blockhash has expired has no fee, as on a validator.
      if (message.lifetimeToken !== cluster.latestBlockhash().blockhash) return withContext(cluster, null)
      return withContext(cluster, BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE)
    } catch {
      throw new RpcError(-32602, 'Invalid params: invalid message')
    }
  },
  requestAirdrop: (cluster, raw) => {
    const [to, amount] = params(z.tuple([pubkey, z.number().int().positive()]).rest(z.unknown()), raw)
    return cluster.airdrop(to, BigInt(amount))
  },
  sendTransaction: (cluster, raw) => {
    const options = wireEncoding.extend({ skipPreflight: z.boolean().optional() }).optional()
    const [text, config] = params(z.tuple([z.string(), options]), raw)
    const outcome = cluster.send(decodeTransaction(text, config?.encoding), { keepFailure: config?.skipPreflight === true })
    if (outcome.err === null || config?.skipPreflight) return outcome.signature
    if (outcome.err === 'SignatureFailure') throw new RpcError(-32003, 'Transaction signature verification failure')
    const data = {
      accounts: null,
      err: outcome.err,
      innerInstructions: null,
      logs: outcome.logs,
      replacementBlockhash: null,
      returnData: null,
      unitsConsumed: outcome.unitsConsumed,
    }
    throw new RpcError(-32002, `Transaction simulation failed: ${describeTransactionError(outcome.err)}`, data)
  },
  simulateTransaction: (cluster, raw) => {
    const options = wireEncoding.extend({ sigVerify: z.boolean().optional(), replaceRecentBlockhash: z.boolean().optional() }).optional()
    const [text, config] = params(z.tuple([z.string(), options]), raw)
    if (config?.sigVerify && config.replaceRecentBlockhash) throw new RpcError(-32602, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash')
    let transaction = decodeTransaction(text, config?.encoding)
    const latest = cluster.latestBlockhash()
    if (config?.replaceRecentBlockhash) transaction = withBlockhash(transaction, latest.blockhash)
    const outcome = cluster.simulate(transaction, { sigVerify: config?.sigVerify === true })
    const replacementBlockhash = config?.replaceRecentBlockhash ? latest : null
    return withContext(cluster, {
      err: outcome.err,
      logs: outcome.logs,
      accounts: null,
      unitsConsumed: outcome.unitsConsumed,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash,
    })
  },
}

/** Runs one method; an unknown one is -32601 as on a validator. */
export function callMethod(cluster: LocalCluster, method: string, raw: unknown): unknown {
  const run = Object.hasOwn(methods, method) ? methods[method] : undefined
  if (!run) throw new RpcError(-32601, 'Method not found')
  return run(cluster, raw)
}
