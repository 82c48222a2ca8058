import { EventEmitter } from 'node:events'
import { createHash } from 'node:crypto'
import { getBase58Decoder, getCompiledTransactionMessageDecoder, getSignatureFromTransaction, lamports, type Address, type Transaction } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { rpcTransactionError, type RpcTransactionError } from './transaction-errors.js'

/** What the cluster remembers of a transaction, for statuses and an address's signatures. */
export type Processed = { signature: string; slot: bigint; err: RpcTransactionError | null; blockTime: number; accounts: string[] }

export type Outcome = { signature: string; err: RpcTransactionError | null; logs: string[]; unitsConsumed: bigint }

/** Blocks a blockhash stays valid for, as on a real cluster. */
const BLOCKHASH_VALID_BLOCKS = 150n

const base58 = getBase58Decoder()

/** Errors of transactions a validator would never put in a block. */
const NEVER_LANDED: ReadonlySet<string> = new Set(['AlreadyProcessed', 'BlockhashNotFound', 'SignatureFailure', 'SanitizeFailure'])

/**
 * One local Solana cluster: litesvm's bank, plus what a validator's RPC also
 * answers from (slots moving on, signature statuses, each address's
 * signatures). Every committed transaction takes a slot of its own, so
 * confirmation strategies that watch the block height see it move. Events:
 * `transaction` (Processed) and `slot` (bigint).
 */
export class LocalCluster extends EventEmitter {
  readonly svm = new LiteSVM()
  /** Deterministic per run, so the genesis hash is too. */
  readonly genesisHash = base58.decode(createHash('sha256').update('porthole-solana-localnet').digest())
  private readonly processed = new Map<string, Processed>()
  private readonly byAddress = new Map<string, string[]>()
  private transactionCount = 0n

  get slot(): bigint {
    return this.svm.getClock().slot
  }

  latestBlockhash() {
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: this.slot + BLOCKHASH_VALID_BLOCKS }
  }

  get count(): bigint {
    return this.transactionCount
  }

  /**
   * Commits a signed transaction. A failure changes no balance; with
   * `keepFailure` (skipPreflight) it is remembered, so its status shows the
   * error, unless it is a repeat or was never valid.
   */
  send(transaction: Transaction, { keepFailure = false } = {}): Outcome {
    const signature = getSignatureFromTransaction(transaction)
    const result = this.svm.sendTransaction(transaction)
    if (result instanceof FailedTransactionMetadata) {
      const err = rpcTransactionError(result)
      if (keepFailure && !NEVER_LANDED.has(String(err))) this.record(signature, accountsOf(transaction), err)
      return { signature, err, logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    }
    this.record(signature, accountsOf(transaction))
    return { signature, err: null, logs: result.logs(), unitsConsumed: result.computeUnitsConsumed() }
  }

  /** Runs a transaction without committing it; signatures are checked only when asked. */
  simulate(transaction: Transaction, { sigVerify }: { sigVerify: boolean }): Omit<Outcome, 'signature'> {
    this.svm.withSigverify(sigVerify)
    try {
      const result = this.svm.simulateTransaction(transaction)
      if (result instanceof FailedTransactionMetadata)
        return { err: rpcTransactionError(result), logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
      return { err: null, logs: result.meta().logs(), unitsConsumed: result.meta().computeUnitsConsumed() }
    } finally {
      this.svm.withSigverify(true)
    }
  }

  /** Gives an address SOL, as a faucet transaction with a signature of its own. */
  airdrop(to: Address, amount: bigint): string {
    const result = this.svm.airdrop(to, lamports(amount))
    if (!result || result instanceof FailedTransactionMetadata) throw new Error(`airdrop to ${to} failed`)
    const signature = base58.decode(result.signature())
    this.record(signature, [to])
    return signature
  }

  status(signature: string): Processed | undefined {
    return this.processed.get(signature)
  }

  /** The address's signatures, newest first. */
  signaturesOf(address: string): Processed[] {
    return (this.byAddress.get(address) ?? []).map((s) => this.processed.get(s)!).reverse()
  }

  private record(signature: string, accounts: string[], err: RpcTransactionError | null = null) {
    const entry: Processed = { signature, slot: this.slot, err, blockTime: Math.floor(Date.now() / 1000), accounts }
    this.processed.set(signature, entry)
    for (const account of new Set(accounts)) this.byAddress.set(account, [...(this.byAddress.get(account) ?? []), signature])
    this.transactionCount++
    this.svm.warpToSlot(this.slot + 1n)
    this.emit('transaction', entry)
    this.emit('slot', this.slot)
  }
}

function accountsOf(transaction: Transaction): string[] {
  return getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).staticAccounts.map(String)
}
