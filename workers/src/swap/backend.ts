import type { SwapToken } from '@porthole/protocol'
import type { Address, Hex } from 'viem'

/** A token on the backend's chain: a lower-case contract address, or NATIVE_TOKEN_ADDRESS for the chain's coin. */
export type TokenAddress = `0x${string}`

export type QuoteRequest = { from: TokenAddress; to: TokenAddress; amount: bigint; gasPrice?: bigint | undefined }

/** One route's output; `id` names the route where the backend has names for them. */
export type Quote = { id: string | null; toAmount: bigint }

export type SwapRequest = QuoteRequest & { user: Address; slippagePercent: number; estimate: boolean }

export type ApproveRequest = { token: TokenAddress; owner: Address; amount?: bigint | undefined }

/** A transaction for the user to send: gas is a limit, gasPrice in wei. */
export type SwapCall = { to: Address; data: Hex; value: bigint; gas: bigint; gasPrice: bigint }

/** An approval: a call to `token` letting `spender` move the user's tokens. */
export type ApproveCall = SwapCall & { spender: Address }

/**
 * One way of swapping on one chain (a DEX read on the chain, an aggregator's
 * API). Every `/v1/convert/*` route goes through this, whatever the backend.
 */
export interface SwapBackend {
  /** The tokens it trades, icons resolved against the worker's origin. */
  tokens(origin: string): Promise<SwapToken[]>
  /** Routes with liquidity, best first; none when no route has any. */
  quotes(request: QuoteRequest): Promise<Quote[]>
  /** What the backend's spender may move of the owner's token (the native coin needs no approval: the maximum). */
  allowance(token: TokenAddress, owner: Address): Promise<bigint>
  /** Approves the spender for exactly `amount`, or without limit when absent (as aggregators do). */
  buildApprove(request: ApproveRequest): Promise<ApproveCall>
  /** The swap of the best route, paying out to the user, at least the quote less the slippage. */
  buildSwap(request: SwapRequest): Promise<SwapCall>
}
