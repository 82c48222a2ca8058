import { NATIVE_TOKEN, type SessionGrant } from '@porthole/protocol'
import { erc20Abi, formatUnits, getAddress, type Address } from 'viem'
import type { Network } from '../../chains/index.js'
import { truncateAddress } from '../../format/index.js'
import type { RpcTransport } from '../../rpc/index.js'
import type { PermissionsDescription } from '../describe-request.js'
import { readContract } from './read-contract.js'

/**
 * A limit as the visitor reads it: the token's amount in its own decimals and
 * symbol, both read from the chain (ETH for the native coin); a token that
 * does not answer shows its raw units and address, never a guessed symbol.
 */
async function describeLimit(transport: RpcTransport, network: Network, token: string, allowance: bigint): Promise<{ token: string; amount: string }> {
  if (token === NATIVE_TOKEN) return { token, amount: `${formatUnits(allowance, network.nativeCurrency.decimals)} ${network.nativeCurrency.symbol}` }
  const address = getAddress(token)
  const [symbol, decimals] = await Promise.all([
    readContract(transport, address, erc20Abi, 'symbol', []).catch(() => undefined),
    readContract(transport, address, erc20Abi, 'decimals', []).catch(() => undefined),
  ])
  if (symbol === undefined || decimals === undefined) return { token: address, amount: `${allowance} units of ${truncateAddress(address)}` }
  return { token: address, amount: `${formatUnits(allowance, decimals)} ${symbol}` }
}

/** When a session ends, in the visitor's own clock and words. */
export const expiresAtText = (expiry: number) => new Date(expiry * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/** What the approval shows for a grant (or a revoke) of `grant` to `sessionKey`. */
export async function describeGrant(
  transport: RpcTransport,
  network: Network,
  action: PermissionsDescription['action'],
  sessionKey: string,
  grant: SessionGrant,
  expiry: number,
): Promise<PermissionsDescription> {
  const limits = await Promise.all(grant.limits.map(({ token, allowance }) => describeLimit(transport, network, token, allowance)))
  return {
    kind: 'permissions',
    action,
    sessionKey,
    targets: grant.targets.map((target) => getAddress(target as Address)),
    limits,
    expiresAt: expiresAtText(expiry),
  }
}
