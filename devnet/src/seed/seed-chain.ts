import { getContractAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BENCH, DEPLOYER, MULTICALL3, SEEDED_TOKENS, type SeededToken } from './addresses.js'
import { anvilClient } from './client.js'
import type { Artifacts } from './compile.js'
import { multicall3CreationCode } from './multicall3.js'
import { seedSafe4337 } from './safe-4337.js'
import { seedRecoveryModules } from './recovery-modules.js'
import { seedSafePasskey } from './safe-passkey.js'
import { seedIdRegistry } from './id-registry.js'
import { seedSessionModule } from './session-module.js'
import { seedUniswapV2, type UniswapV2Artifacts } from './uniswap-v2.js'

export declare namespace seedChain {
  type Options = {
    rpcUrl: string
    chainId: number
    artifacts: Artifacts
    uniswapV2: UniswapV2Artifacts
    /** Extra ERC-20s for the balance benchmark (0 for none). */
    benchTokens: number
  }
}

/** The benchmark's n tokens, at the bench deployer's nonces 0 … n - 1. */
export function benchTokens(count: number): SeededToken[] {
  return Array.from({ length: count }, (_, nonce) => ({
    nonce,
    address: getContractAddress({ from: BENCH.deployer.address, nonce: BigInt(nonce) }),
    contract: 'PortholeToken' as const,
    kind: 'erc20' as const,
    name: `Bench Token ${nonce + 1}`,
    symbol: `BENCH${nonce + 1}`,
    decimals: 18,
    holdings: { [BENCH.holder]: '1000' },
  }))
}

function constructorArgs(token: SeededToken): unknown[] {
  const holders = Object.keys(token.holdings) as Address[]
  const amounts = () => Object.values(token.holdings).map((units) => parseUnits(String(units), token.decimals))
  if (token.contract === 'PortholeToken') return [token.name, token.symbol, token.decimals, holders, amounts()]
  if (token.contract === 'LegacyTetherToken') return [token.name, token.symbol, holders, amounts()]
  const byId = Object.entries(token.holdings).flatMap(([holder, ids]) => (ids as number[]).map((id) => [id, holder] as const))
  return [token.name, token.symbol, byId.sort(([a], [b]) => a - b).map(([, holder]) => holder)]
}

/**
 * Seeds one anvil: multicall3 at its canonical address, the tokens of addresses.ts, Uniswap V2
 * with its pools, the ERC-4337 stack (EntryPoint v0.7, Safe 1.4.1 with its 4337 module), Safe's
 * WebAuthn signer contracts, Candide's recovery modules, the session module, the stand-in
 * Farcaster IdRegistry and, when asked, the benchmark's tokens. Whatever is already there is left alone, so
 * running it again on a seeded chain only reads.
 */
export async function seedChain({ rpcUrl, chainId, artifacts, uniswapV2, benchTokens: benchCount }: seedChain.Options): Promise<void> {
  const { chain, client } = anvilClient(rpcUrl, chainId)
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'

  if (!(await hasCode(MULTICALL3))) {
    const { data } = await client.call({ data: await multicall3CreationCode() })
    if (!data) throw new Error('multicall3 creation code returned no runtime code')
    await client.setCode({ address: MULTICALL3, bytecode: data })
  }

  const deploy = async (privateKey: Hex, tokens: SeededToken[]) => {
    const missing: SeededToken[] = []
    for (const token of tokens) if (!(await hasCode(token.address))) missing.push(token)
    if (missing.length === 0) return
    const account = privateKeyToAccount(privateKey)
    await client.setBalance({ address: account.address, value: parseEther('1000') })
    const hashes = await Promise.all(
      missing.map((token) => {
        const { abi, bytecode } = artifacts[token.contract]
        return client.deployContract({ account, abi, bytecode, args: constructorArgs(token), nonce: token.nonce, chain })
      }),
    )
    for (const [i, hash] of hashes.entries()) {
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      const expected = missing[i]!.address
      if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
        throw new Error(
          `seeding ${missing[i]!.symbol} on chain ${chainId} gave ${receipt.contractAddress ?? 'no contract'} (${receipt.status}), expected ${expected}`,
        )
      }
    }
  }
  await deploy(DEPLOYER.privateKey, [...SEEDED_TOKENS])
  await seedUniswapV2({ client, chain, account: privateKeyToAccount(DEPLOYER.privateKey), artifacts: uniswapV2 })
  await seedSafe4337(client, chain)
  await seedSafePasskey(client, chain)
  await seedRecoveryModules(client, chain)
  await seedSessionModule(client, chain, artifacts.PortholeSessionModule)
  await seedIdRegistry(client, chain, artifacts.PortholeIdRegistry)
  if (benchCount > 0) await deploy(BENCH.deployer.privateKey, benchTokens(benchCount))
}
