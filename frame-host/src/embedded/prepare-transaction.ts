import { InvalidParamsRpcError } from '@porthole/protocol'
import { isHex, toHex, type Hex } from 'viem'
import type { RpcTransport } from '../rpc/index.js'

/** A page-supplied fee or gas limit above this multiple of the frame's own estimate is flagged on the approval. */
export const FEE_FLAG_FACTOR = 2n

export const NONCE_SET_BY_WALLET = 'The nonce is set by the wallet: remove it from the transaction.'

/** The fields the worker signs (workers/src/auth/wallet-routes.ts), all filled in, so what is shown is what is signed. */
export type PreparedTransaction = {
  from?: Hex
  to?: Hex
  value: Hex
  data?: Hex
  gas: Hex
} & ({ maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } | { gasPrice: Hex })

export type TransactionCheck = {
  tx: PreparedTransaction
  /** gas × (maxFeePerGas or gasPrice) + value, in wei: the most the transaction can take from the account. */
  maxCost: bigint
  /** Page-supplied fields above FEE_FLAG_FACTOR × the frame's estimate. */
  inflated: string[]
  /** Why the simulation failed (a revert, or no answer), when it did. */
  simulationError?: string
}

type PageTx = Partial<Record<'from' | 'to' | 'value' | 'data' | 'input' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce', unknown>>

const hexOf = (value: unknown): Hex | undefined => (typeof value === 'string' && isHex(value) ? value : undefined)

function quantity(tx: PageTx, key: keyof PageTx): bigint | undefined {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  const hex = hexOf(value)
  if (!hex || hex === '0x') throw new InvalidParamsRpcError(`${key} must be a hex quantity`)
  return BigInt(hex)
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Checks a page's eth_sendTransaction and completes it from the frame's own
 * RPC: a nonce is refused (the wallet orders its own
 * transactions; a page-chosen nonce can replace one the visitor already sent);
 * gas and fees the page left out are the frame's estimate; page values are kept
 * (the visitor sees and signs them) but flagged when they exceed the estimate
 * by FEE_FLAG_FACTOR. Flagging rather than replacing keeps what the page asked
 * for visible and signed as shown, and leaves the choice to the visitor.
 */
export async function prepareTransaction(raw: unknown, from: string, transport: RpcTransport): Promise<TransactionCheck> {
  if (typeof raw !== 'object' || raw === null) throw new InvalidParamsRpcError('The transaction must be an object')
  const page = raw as PageTx
  if (page.nonce !== undefined && page.nonce !== null) throw new InvalidParamsRpcError(NONCE_SET_BY_WALLET)
  const value = quantity(page, 'value') ?? 0n
  const data = hexOf(page.data) ?? hexOf(page.input)
  const to = hexOf(page.to)
  const call = { from: hexOf(page.from) ?? (from as Hex), ...(to ? { to } : {}), value: toHex(value), ...(data ? { data } : {}) }

  let simulationError: string | undefined
  const estimate = transport.request({ method: 'eth_estimateGas', params: [call] }).then(
    (gas) => BigInt(gas as Hex),
    (error: unknown) => {
      simulationError = errorText(error)
      return undefined
    },
  )
  const [estimatedGas, block, tip, gasPrice] = await Promise.all([
    estimate,
    transport.request({ method: 'eth_getBlockByNumber', params: ['latest', false] }) as Promise<{ baseFeePerGas?: Hex } | null>,
    transport.request({ method: 'eth_maxPriorityFeePerGas' }).then(
      (t) => BigInt(t as Hex),
      () => 0n,
    ),
    transport.request({ method: 'eth_gasPrice' }).then((p) => BigInt(p as Hex)),
  ])
  const inflated: string[] = []
  const checked = (key: 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas', estimate: bigint | undefined) => {
    const given = quantity(page, key)
    if (given !== undefined && estimate !== undefined && given > estimate * FEE_FLAG_FACTOR) inflated.push(key)
    return given ?? estimate
  }
  const gas = checked('gas', estimatedGas) ?? 0n
  if (estimatedGas === undefined && gas === 0n) simulationError ??= 'No gas estimate'

  const baseFee = block?.baseFeePerGas ? BigInt(block.baseFeePerGas) : undefined
  let fees: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } | { gasPrice: Hex }
  let perGas: bigint
  if (page.gasPrice !== undefined || baseFee === undefined) {
    perGas = checked('gasPrice', gasPrice)!
    fees = { gasPrice: toHex(perGas) }
  } else {
    // The common rule (viem, MetaMask): room for the base fee to double, plus the tip.
    const priority = checked('maxPriorityFeePerGas', tip)!
    const ownMax = baseFee * 2n + tip
    perGas = checked('maxFeePerGas', ownMax)!
    // A tip above the fee cap cannot be paid; the cap rises to the tip, so the cost shown includes it.
    if (perGas < priority) perGas = priority
    fees = { maxFeePerGas: toHex(perGas), maxPriorityFeePerGas: toHex(priority) }
  }
  const tx: PreparedTransaction = { ...call, gas: toHex(gas), ...fees }
  return { tx, maxCost: gas * perGas + value, inflated, ...(simulationError !== undefined ? { simulationError } : {}) }
}
