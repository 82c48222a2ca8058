import { toSafeSmartAccount } from 'permissionless/accounts'
import { createPublicClient, defineChain, http, type Hex, type LocalAccount, type PublicClient } from 'viem'
import { createBundlerClient, createPaymasterClient, entryPoint07Address, type BundlerClient, type SmartAccount } from 'viem/account-abstraction'
import type { SmartAccountChain } from './config.js'

/**
 * The embedded key's smart account: a Safe 1.4.1 with Safe4337Module 0.3.0 on EntryPoint v0.7, the
 * key its only owner, salt 0, at permissionless' canonical addresses (the local stack seeds them
 * there too). The address is the same on every chain, so there is one per key, and the proxy is set
 * up fully at creation, so an ERC-6492 signature of the undeployed account verifies.
 */
export const SAFE_VERSION = '1.4.1'
export const SALT_NONCE = 0n
export const ENTRY_POINT = { address: entryPoint07Address, version: '0.7' } as const

/** The bundler's own answers bound the wait; one try each, so an outage is told at once, not after retries. */
const BUNDLER_TIMEOUT_MS = 10_000

export function publicClientOf(chain: SmartAccountChain): PublicClient {
  const definition = defineChain({
    id: chain.chainId,
    name: chain.caipId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  return createPublicClient({ chain: definition, transport: http(chain.rpcUrl, { timeout: 10_000 }) })
}

/** The owner's smart account; with the owner's address alone (a JSON-RPC account) it can say its address but not sign. */
export function safeAccountOf(owner: LocalAccount | Hex, client: PublicClient): Promise<SmartAccount> {
  const owners = [typeof owner === 'string' ? ({ type: 'json-rpc', address: owner } as const) : owner]
  return toSafeSmartAccount({ client, owners, version: SAFE_VERSION, entryPoint: ENTRY_POINT, saltNonce: SALT_NONCE })
}

type GasPrice = { fast: { maxFeePerGas: Hex; maxPriorityFeePerGas: Hex } }

/**
 * The chain's bundler (and paymaster, where PAYMASTER_URLS names one) for the account. Fees come
 * from the bundler's `pimlico_getUserOperationGasPrice` where it has it (alto and Pimlico do: the
 * price it accepts), else from the chain.
 */
export function bundlerClientOf(chain: SmartAccountChain, client: PublicClient, account: SmartAccount): BundlerClient {
  const transport = http(chain.bundlerUrl, { timeout: BUNDLER_TIMEOUT_MS, retryCount: 0 })
  const paymaster = chain.paymasterUrl ? createPaymasterClient({ transport: http(chain.paymasterUrl, { timeout: BUNDLER_TIMEOUT_MS }) }) : undefined
  return createBundlerClient({
    account,
    client,
    transport,
    ...(paymaster ? { paymaster } : {}),
    userOperation: {
      async estimateFeesPerGas({ bundlerClient }) {
        const price = await (bundlerClient.request as (args: { method: string; params: [] }) => Promise<GasPrice>)({
          method: 'pimlico_getUserOperationGasPrice',
          params: [],
        }).catch(() => undefined)
        if (price) return { maxFeePerGas: BigInt(price.fast.maxFeePerGas), maxPriorityFeePerGas: BigInt(price.fast.maxPriorityFeePerGas) }
        return client.estimateFeesPerGas()
      },
    },
  })
}

/** Counterfactual addresses by owner: they never change, and reading the factory for one costs a call. */
const addresses = new Map<string, Hex>()
const MAX_REMEMBERED = 1_000

/** The smart account's address, computed (never deployed) from the owner's address through the chain's factory. */
export async function smartAccountAddress(owner: Hex, chain: SmartAccountChain): Promise<Hex> {
  const known = addresses.get(owner)
  if (known) return known
  const account = await safeAccountOf(owner, publicClientOf(chain))
  if (addresses.size >= MAX_REMEMBERED) addresses.delete(addresses.keys().next().value!)
  addresses.set(owner, account.address)
  return account.address
}
