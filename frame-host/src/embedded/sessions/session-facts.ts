import { NATIVE_TOKEN, type SessionGrant } from '@porthole/protocol'
import { erc20Abi, getAddress } from 'viem'
import type { Network } from '../../chains/index.js'
import type { RpcTransport } from '../../rpc/index.js'
import type { SessionFacts } from '../approval-window/chain-facts.js'
import { readContract } from './read-contract.js'

type TokenFacts = SessionFacts['tokens'][string]

/** A token's symbol and decimals from its contract (the native coin's from the network); undefined when it does not answer both. */
async function readToken(transport: RpcTransport, network: Network, token: string): Promise<TokenFacts | undefined> {
  if (token === NATIVE_TOKEN) return { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
  const address = getAddress(token)
  const [symbol, decimals] = await Promise.all([
    readContract(transport, address, erc20Abi, 'symbol', []).catch(() => undefined),
    readContract(transport, address, erc20Abi, 'decimals', []).catch(() => undefined),
  ])
  return symbol === undefined || decimals === undefined ? undefined : { symbol, decimals }
}

/**
 * What the chain tells of a session's grant that its calls do not: its tokens' symbols and
 * decimals. For a revoke (`revoking`), also what the session may do, since its call names only the key.
 */
export async function readSessionFacts(transport: RpcTransport, network: Network, grant: SessionGrant, revoking?: { expiry: number }): Promise<SessionFacts> {
  const read = await Promise.all(grant.limits.map(async ({ token }) => [getAddress(token), await readToken(transport, network, token)] as const))
  const tokens = Object.fromEntries(read.filter((entry): entry is readonly [`0x${string}`, TokenFacts] => entry[1] !== undefined))
  if (!revoking) return { kind: 'session', tokens }
  const limits = grant.limits.map(({ token, allowance }) => ({ token: getAddress(token), allowance: allowance.toString() }))
  return { kind: 'session', tokens, granted: { targets: grant.targets.map((target) => getAddress(target)), limits, expiry: revoking.expiry } }
}
