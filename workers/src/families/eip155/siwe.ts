import { createPublicClient, getAddress, http, isAddress, isHex, verifyMessage } from 'viem'
import { createSiweMessage, parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import { readRpcUrls } from '../../frame/rpc-urls.js'
import type { MessageFields, ParsedMessage } from '../../siwx/fields.js'
import type { SignInFormat } from '../worker-family.js'

const reference = (chainId: string) => chainId.slice(chainId.indexOf(':') + 1)

function serialize(fields: MessageFields): string {
  const { accountAddress, chainId, domain, uri, nonce, statement, resources, requestId, issuedAt, expirationTime, notBefore } = fields
  return createSiweMessage({
    address: getAddress(accountAddress),
    chainId: Number(reference(chainId)),
    domain,
    uri,
    version: '1',
    nonce,
    issuedAt: new Date(issuedAt),
    expirationTime: new Date(expirationTime),
    ...(notBefore ? { notBefore: new Date(notBefore) } : {}),
    ...(statement ? { statement } : {}),
    ...(resources?.length ? { resources } : {}),
    ...(requestId ? { requestId } : {}),
  })
}

function parse(text: string): ParsedMessage | undefined {
  const siwe = parseSiweMessage(text)
  if (!siwe.address || !siwe.domain || !siwe.uri || !siwe.nonce || siwe.chainId === undefined || !isAddress(siwe.address)) return undefined
  return {
    address: siwe.address,
    chainId: `eip155:${siwe.chainId}`,
    domain: siwe.domain,
    uri: siwe.uri,
    nonce: siwe.nonce,
    ...(siwe.issuedAt ? { issuedAt: siwe.issuedAt } : {}),
    ...(siwe.expirationTime ? { expirationTime: siwe.expirationTime } : {}),
    ...(siwe.notBefore ? { notBefore: siwe.notBefore } : {}),
  }
}

/**
 * viem's SIWE check, which covers EOAs, ERC-1271 contract wallets and ERC-6492
 * undeployed ones through the chain's RPC; a chain the worker has no RPC for can only be an EOA.
 */
async function verify(env: Pick<Env, 'RPC_URLS'>, chainId: string, address: string, message: string, signature: string): Promise<boolean> {
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

/** Sign-In With Ethereum (EIP-4361). */
export const siwe: SignInFormat = { serialize, parse, verify }
