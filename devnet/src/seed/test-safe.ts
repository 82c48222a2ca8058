import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { parseEther, type Chain, type Hex, type PrivateKeyAccount } from 'viem'
import * as z from 'zod'
import type { AnvilClient } from './client.js'
import type { SafeStack } from './safe.js'

const require = createRequire(import.meta.url)

const artifact = z.object({ bytecode: z.string().regex(/^0x[0-9a-f]+$/) })
const bytecodeOf = async (path: string) => artifact.parse(JSON.parse(await readFile(require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`), 'utf8'))).bytecode as Hex

/**
 * Safe 1.4.1 (SafeL2, its proxy factory and CompatibilityFallbackHandler,
 * from @safe-global/safe-contracts' build artifacts) for tests that need a
 * Safe with one owner: the session module's tests and the worker's. Deployed
 * at whatever address the sender's nonce gives; a test makes its own Safes
 * from them (safe.ts). The fallback handler gives the Safes ERC-1271 signatures.
 */
export async function deploySafeStack(client: AnvilClient, chain: Chain, deployer: PrivateKeyAccount): Promise<SafeStack> {
  await client.setBalance({ address: deployer.address, value: parseEther('10') })
  const deploy = async (path: string) => {
    const hash = await client.sendTransaction({ account: deployer, chain, to: null, data: await bytecodeOf(path) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deploying ${path} failed`)
    return receipt.contractAddress
  }
  return {
    singleton: await deploy('SafeL2.sol/SafeL2'),
    factory: await deploy('proxies/SafeProxyFactory.sol/SafeProxyFactory'),
    fallbackHandler: await deploy('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler'),
  }
}

