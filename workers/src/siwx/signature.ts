import { base58 } from '@scure/base'
import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { readRpcUrls } from '../frame/rpc-urls.js'

/**
 * Whether `signature` signs `message` for `address`. EVM: viem's SIWE check,
 * which covers EOAs, ERC-1271 contract wallets and ERC-6492 undeployed ones
 * through the chain's RPC; a chain the worker has no RPC for can only be an EOA.
 * Solana: an ed25519 signature by the address's own key.
 */
export async function verifySignature(env: Pick<Env, 'RPC_URLS'>, chainId: string, address: string, message: string, signature: string): Promise<boolean> {
  if (chainId.startsWith('eip155:')) {
    if (!isHex(signature)) return false
    const address_ = address as `0x${string}`
    const rpcUrl = readRpcUrls(env.RPC_URLS)[chainId]
    try {
      if (!rpcUrl) return await verifyMessage({ address: address_, message, signature })
      const client = createPublicClient({ transport: http(rpcUrl, { timeout: 10_000, retryCount: 1 }) })
      return await verifySiweMessage(client, { message, signature, address: address_ })
    } catch {
      return false
    }
  }
  return verifyEd25519(address, message, signature)
}

async function verifyEd25519(address: string, message: string, signature: string): Promise<boolean> {
  let publicKey: Uint8Array<ArrayBuffer>
  let bytes: Uint8Array<ArrayBuffer>
  try {
    publicKey = new Uint8Array(base58.decode(address))
    bytes = new Uint8Array(base58.decode(signature))
  } catch {
    return false
  }
  if (publicKey.length !== 32 || bytes.length !== 64) return false
  const key = await crypto.subtle.importKey('raw', publicKey, { name: 'Ed25519' }, false, ['verify'])
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes, new TextEncoder().encode(message))
}
