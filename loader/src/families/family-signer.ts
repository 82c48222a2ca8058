import type { RpcRequest } from '@porthole/protocol'

/**
 * What the relay asks of one of the page's wallets of a partly supported
 * family: the frame's requests, in WalletConnect's shapes for the family
 * (protocol/src/family-requests.ts), answered with that exact wallet, plus
 * the relay's own connect (may prompt) and accounts (never prompts).
 */
export type FamilySigner = {
  request(args: RpcRequest): Promise<unknown>
}

/** A request's params as an object: the frame validated them already; a wallet only sees what it needs. */
export const paramsOf = (args: RpcRequest): Record<string, unknown> => (typeof args.params === 'object' && !Array.isArray(args.params) ? args.params : {})
