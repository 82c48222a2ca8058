import { parseNetworkId, SESSION_MODULE_ADDRESS, SessionMessages, sessionModuleAbi, type SessionGrant } from '@porthole/protocol'
import { createPublicClient, defineChain, http, parseAbi, type Address, type Hex, type PublicClient } from 'viem'
import { readRpcUrls } from '../frame/rpc-urls.js'

const safeAbi = parseAbi(['function isOwner(address owner) view returns (bool)', 'function isModuleEnabled(address module) view returns (bool)'])

/** A reading client for a chain of RPC_URLS whose family has smart accounts (and so sessions); none for a chain the worker has no RPC for. */
export function chainClient(env: Env, caipChainId: string): PublicClient | undefined {
  const rpcUrl = readRpcUrls(env.RPC_URLS)[caipChainId]
  const network = parseNetworkId(caipChainId)
  const id = Number(network?.reference)
  if (!rpcUrl || !network?.family.features.includes('smartAccounts') || !Number.isSafeInteger(id)) return undefined
  const chain = defineChain({ id, name: caipChainId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } })
  return createPublicClient({ chain, transport: http(rpcUrl, { timeout: 10_000 }) })
}

export type GrantOnChain = { safe: Address; key: Address; owner: Address; expiry: number; grant: SessionGrant }

/**
 * Why the chain does not show this grant, or undefined when it does: the
 * signed-in key owns the Safe, the Safe has the module enabled, and the
 * module holds the key's session with exactly this expiry, these targets and
 * these limits, not revoked. A Safe without code (not deployed) fails the first check.
 */
export async function grantMismatch(client: PublicClient, { safe, key, owner, expiry, grant }: GrantOnChain): Promise<string | undefined> {
  const module = SESSION_MODULE_ADDRESS
  const isOwner = await client.readContract({ address: safe, abi: safeAbi, functionName: 'isOwner', args: [owner] }).catch(() => false)
  if (!isOwner) return SessionMessages.notOwner
  const [enabled, [validUntil, revoked, generation]] = await Promise.all([
    client.readContract({ address: safe, abi: safeAbi, functionName: 'isModuleEnabled', args: [module] }),
    client.readContract({ address: module, abi: sessionModuleAbi, functionName: 'sessions', args: [safe, key] }),
  ])
  if (!enabled || generation === 0 || revoked || validUntil !== BigInt(expiry)) return SessionMessages.notOnChain
  const check = (target: string, token: string) =>
    client.readContract({ address: module, abi: sessionModuleAbi, functionName: 'check', args: [safe, key, target as Address, token as Address] })
  const targets = await Promise.all(grant.targets.map((target) => check(target, target)))
  if (targets.some(([, allowed]) => !allowed)) return SessionMessages.notOnChain
  const limits = await Promise.all(grant.limits.map(({ token }) => check(token, token)))
  if (limits.some(([, , limited, limit], i) => !limited || limit !== grant.limits[i]!.allowance)) return SessionMessages.notOnChain
  return undefined
}

/** The account's signature over the message: an EOA's, or a smart account's through ERC-1271 (ERC-6492 before deployment). */
export function verifyAccountMessage(client: PublicClient, address: Address, message: string, signature: Hex): Promise<boolean> {
  return client.verifyMessage({ address, message, signature }).catch(() => false)
}
