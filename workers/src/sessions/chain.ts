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

export type GrantOnChain = { safe: Address; key: Address; expiry: number; grant: SessionGrant }

/** Whether `owner` owns the Safe on chain (false for a Safe without code). */
export const isSafeOwner = (client: PublicClient, safe: Address, owner: Address): Promise<boolean> =>
  client.readContract({ address: safe, abi: safeAbi, functionName: 'isOwner', args: [owner] }).catch(() => false)

/**
 * Why the chain does not show this grant, or undefined when it does: the
 * Safe has the module enabled, and the module holds the key's session with
 * exactly this expiry, these targets and these limits, not revoked.
 */
export async function grantMismatch(client: PublicClient, { safe, key, expiry, grant }: GrantOnChain): Promise<string | undefined> {
  const module = SESSION_MODULE_ADDRESS
  if (((await client.getCode({ address: safe })) ?? '0x') === '0x') return SessionMessages.notOnChain
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

/** Whether the module shows the key's session revoked (or never granted) for the Safe: the chain's own word that it has ended. */
export async function revokedOnChain(client: PublicClient, safe: Address, key: Address): Promise<boolean> {
  const [, revoked, generation] = await client.readContract({
    address: SESSION_MODULE_ADDRESS,
    abi: sessionModuleAbi,
    functionName: 'sessions',
    args: [safe, key],
  })
  return revoked || generation === 0
}
