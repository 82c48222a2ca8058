import { InternalRpcError, lazy } from '@porthole/protocol'
import * as z from 'zod/mini'
import type { RpcTransport } from '../rpc/index.js'

/** How often and how long a sent transaction's status is asked for. */
const STATUS_POLL_MS = 400
export const CONFIRM_TIMEOUT_MS = 60_000

const withValue = <T extends z.ZodMiniType>(value: T) => z.object({ value })
const balance = lazy(() => withValue(z.number()))
const blockhash = lazy(() => withValue(z.object({ blockhash: z.string(), lastValidBlockHeight: z.number() })))
const accountInfo = lazy(() => withValue(z.nullable(z.object({ owner: z.string() }))))
const accountData = lazy(() => withValue(z.nullable(z.object({ owner: z.string(), data: z.tuple([z.string(), z.literal('base64')]) }))))
const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
const simulation = lazy(() => withValue(z.object({ err: z.unknown(), logs: z.optional(z.nullable(z.array(z.string()))) })))
const statuses = lazy(() => withValue(z.array(z.nullable(z.object({ err: z.unknown(), confirmationStatus: z.optional(z.nullable(z.string())) })))))

const parse = <T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T => {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new InternalRpcError(`The Solana node answered ${what} with something unexpected`)
  return parsed.data
}

/**
 * The Solana JSON-RPC calls the frame makes, over the network's transport
 * (the same batching, retries and errors as EVM reads); node errors keep
 * their code and message.
 */
export const solanaRpc = (transport: RpcTransport) => ({
  async getBalance(address: string): Promise<bigint> {
    return BigInt(parse(balance(), await transport.request({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] }), 'getBalance').value)
  },
  async getLatestBlockhash() {
    return parse(blockhash(), await transport.request({ method: 'getLatestBlockhash', params: [{ commitment: 'confirmed' }] }), 'getLatestBlockhash').value
  },
  /** The program that owns an account (a mint's: Token or Token-2022); undefined when it does not exist. */
  async owner(address: string): Promise<string | undefined> {
    const { value } = parse(
      accountInfo(),
      await transport.request({ method: 'getAccountInfo', params: [address, { encoding: 'base64', dataSlice: { offset: 0, length: 0 } }] }),
      'getAccountInfo',
    )
    return value?.owner
  },
  /** A lookup table's data (base64), or undefined when the account does not exist or is not a lookup table. */
  async lookupTable(address: string): Promise<string | undefined> {
    const { value } = parse(
      accountData(),
      await transport.request({ method: 'getAccountInfo', params: [address, { encoding: 'base64', commitment: 'confirmed' }] }),
      'getAccountInfo',
    )
    return value?.owner === LOOKUP_TABLE_PROGRAM ? value.data[0] : undefined
  },
  /**
   * Why the transaction would fail, or undefined when it would not; signatures are not checked (it
   * is not signed yet). `anyBlockhash`: simulated with the latest blockhash in place of its own, for
   * a transaction signed now and maybe sent later, whose blockhash's age says nothing of what it does.
   */
  async simulate(base64: string, { anyBlockhash = false }: { anyBlockhash?: boolean } = {}): Promise<string | undefined> {
    const options = { encoding: 'base64', sigVerify: false, commitment: 'confirmed', ...(anyBlockhash ? { replaceRecentBlockhash: true } : {}) }
    const { value } = parse(simulation(), await transport.request({ method: 'simulateTransaction', params: [base64, options] }), 'simulateTransaction')
    if (value.err === null || value.err === undefined) return undefined
    const reason = value.logs?.findLast((line) => /failed|error/i.test(line))
    return reason ?? `The transaction fails: ${JSON.stringify(value.err)}`
  },
  async sendTransaction(base64: string, options: Record<string, unknown> = {}): Promise<string> {
    const signature = await transport.request({
      method: 'sendTransaction',
      params: [base64, { encoding: 'base64', preflightCommitment: 'confirmed', ...options }],
    })
    return parse(z.string(), signature, 'sendTransaction')
  },
  /** Resolves once the cluster confirms the signature; a failed transaction or the timeout rejects. */
  async confirm(signature: string, { timeoutMs = CONFIRM_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const { value } = parse(statuses(), await transport.request({ method: 'getSignatureStatuses', params: [[signature]] }), 'getSignatureStatuses')
      const status = value[0]
      if (status?.err) throw new InternalRpcError(`The transaction failed: ${JSON.stringify(status.err)}`)
      if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
      if (Date.now() > deadline || signal?.aborted) throw new InternalRpcError('The transaction was not confirmed in time')
      await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
    }
  },
})
