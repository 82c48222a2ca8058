import { Messages } from '@porthole/protocol'

/** Every text the Swap view shows for a swap that cannot happen or did not, in one place. */
export const SwapMessages = {
  unsupportedNetwork: Messages.networkNotSupportedForSwaps,
  noRoute: 'No route for this pair: nobody trades these two tokens here',
  sameToken: 'Choose two different tokens',
  invalidAmount: 'Enter a valid amount',
  insufficientBalance: 'Insufficient balance',
  insufficientGas: (symbol: string) => `Insufficient ${symbol} to pay the network fee`,
  reverted: 'The swap failed on chain (the price moved beyond 1 %); nothing changed, your balances are as before',
  approvalReverted: 'The approval failed on chain; nothing was swapped',
  approvalShort: 'The approval does not cover the amount; nothing was swapped',
  rejected: 'You rejected the request in your wallet; nothing was sent',
  quoteFailed: 'Could not get a quote; try again',
  tokensFailed: 'Could not load the tokens of this network',
  noTokens: 'No tokens to swap on this network',
  noWallet: 'Connect a wallet to swap',
  networkChanged: 'The network changed during the swap; nothing more was sent',
  failed: 'The swap could not be sent',
} as const

/** Why a swap was refused or failed: `message` is the text the visitor reads. */
export class SwapError extends Error {
  override name = 'SwapError'
}

/** The active network has no swap backend (spec §8). */
export class UnsupportedSwapNetworkError extends SwapError {
  override name = 'UnsupportedSwapNetworkError'
  constructor() {
    super(SwapMessages.unsupportedNetwork)
  }
}

/** A transaction of the swap (the approval or the swap itself) was mined and reverted: no balance changed. */
export class SwapRevertedError extends SwapError {
  override name = 'SwapRevertedError'
  constructor(readonly step: 'approve' | 'swap') {
    super(step === 'approve' ? SwapMessages.approvalReverted : SwapMessages.reverted)
  }
}

/** The wallet refused (EIP-1193 4001). */
export class SwapRejectedError extends SwapError {
  override name = 'SwapRejectedError'
  constructor() {
    super(SwapMessages.rejected)
  }
}
