import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { maxUint256, parseAbi, parseEther, parseUnits, type Abi, type Account, type Address, type Chain, type Hex } from 'viem'
import * as z from 'zod'
import type { AnvilClient } from './client.js'
import { DEPLOYER, SEEDED_TOKENS, UNISWAP_V2, UNISWAP_V2_POOLS, type UniswapV2Pool } from './addresses.js'

const require = createRequire(import.meta.url)

export const UNISWAP_V2_CONTRACTS = {
  WETH9: '@uniswap/v2-periphery/build/WETH9.json',
  UniswapV2Factory: '@uniswap/v2-core/build/UniswapV2Factory.json',
  UniswapV2Pair: '@uniswap/v2-core/build/UniswapV2Pair.json',
  UniswapV2Router02: '@uniswap/v2-periphery/build/UniswapV2Router02.json',
} as const
export type UniswapV2Artifacts = Record<keyof typeof UNISWAP_V2_CONTRACTS, { abi: Abi; bytecode: Hex }>

// The artifacts (waffle's output) carry the creation code without 0x and with no link references.
const buildArtifact = z.object({ abi: z.array(z.any()), bytecode: z.string().regex(/^(0x)?[0-9a-f]+$/) })

/** Uniswap V2's published build artifacts, bytecode as built. */
export async function uniswapV2Artifacts(): Promise<UniswapV2Artifacts> {
  const entries = await Promise.all(
    Object.entries(UNISWAP_V2_CONTRACTS).map(async ([name, path]) => {
      const { abi, bytecode } = buildArtifact.parse(JSON.parse(await readFile(require.resolve(path), 'utf8')))
      return [name, { abi: abi as Abi, bytecode: (bytecode.startsWith('0x') ? bytecode : `0x${bytecode}`) as Hex }]
    }),
  )
  return Object.fromEntries(entries) as UniswapV2Artifacts
}

export const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
])
export const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
// No return value: the USDT-like token's approve returns nothing.
const approveAbi = parseAbi(['function approve(address spender, uint256 value)'])

export declare namespace seedUniswapV2 {
  type Options = { client: AnvilClient; chain: Chain; account: Account; artifacts: UniswapV2Artifacts }
}

/** Whole units of a pool token in base units: ETH for WETH, else the seeded token's decimals. */
function baseUnits(token: Address, units: string): bigint {
  if (token === UNISWAP_V2.weth.address) return parseEther(units)
  const seeded = SEEDED_TOKENS.find((t) => t.address === token)
  if (!seeded) throw new Error(`pool token ${token} is not seeded`)
  return parseUnits(units, seeded.decimals)
}

/**
 * Uniswap V2 on one anvil (see UNISWAP_V2 in addresses.ts): WETH9, the factory
 * and Router02 at the deployer's nonces 4-6, then each pool's liquidity added
 * through the router (which creates the pair). Expects the tokens in place;
 * leaves alone what is already there.
 */
export async function seedUniswapV2({ client, chain, account, artifacts }: seedUniswapV2.Options): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const contracts = [
    { ...UNISWAP_V2.weth, artifact: artifacts.WETH9, args: [] },
    { ...UNISWAP_V2.factory, artifact: artifacts.UniswapV2Factory, args: [DEPLOYER.address] },
    { ...UNISWAP_V2.router02, artifact: artifacts.UniswapV2Router02, args: [UNISWAP_V2.factory.address, UNISWAP_V2.weth.address] },
  ]
  const funded = async (pool: UniswapV2Pool) => {
    if (!(await hasCode(pool.address))) return false
    const [reserve0] = await client.readContract({ address: pool.address, abi: pairAbi, functionName: 'getReserves' })
    return reserve0 > 0n
  }
  const missing = []
  for (const contract of contracts) if (!(await hasCode(contract.address))) missing.push(contract)
  const unfunded: UniswapV2Pool[] = []
  for (const pool of UNISWAP_V2_POOLS) if (!(await funded(pool))) unfunded.push(pool)
  if (missing.length === 0 && unfunded.length === 0) return
  // The ETH side of the pools, and gas.
  const ethNeeded =
    parseEther('100') +
    unfunded.reduce((sum, pool) => sum + (pool.liquidity[UNISWAP_V2.weth.address] ? parseEther(pool.liquidity[UNISWAP_V2.weth.address]!) : 0n), 0n)
  if ((await client.getBalance({ address: account.address })) < ethNeeded) await client.setBalance({ address: account.address, value: ethNeeded })

  const hashes = await Promise.all(
    missing.map(({ artifact: { abi, bytecode }, args, nonce }) => client.deployContract({ account, abi, bytecode, args, nonce, chain })),
  )
  for (const [i, hash] of hashes.entries()) {
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const expected = missing[i]!.address
    if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`seeding Uniswap V2 on chain ${chain.id} gave ${receipt.contractAddress ?? 'no contract'} (${receipt.status}), expected ${expected}`)
    }
  }

  const router = UNISWAP_V2.router02.address
  const mined = async (what: string, sent: Promise<Hex>) => {
    const hash = await sent
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`seeding Uniswap V2 on chain ${chain.id}: ${what} reverted (${hash})`)
  }
  for (const pool of unfunded) {
    const [tokenA, tokenB] = [pool.token0, pool.token1]
    const [amountA, amountB] = [baseUnits(tokenA, pool.liquidity[tokenA]!), baseUnits(tokenB, pool.liquidity[tokenB]!)]
    for (const [token, amount] of [
      [tokenA, amountA],
      [tokenB, amountB],
    ] as const) {
      if (token !== UNISWAP_V2.weth.address)
        await mined('approve', client.writeContract({ account, chain, address: token, abi: approveAbi, functionName: 'approve', args: [router, amount] }))
    }
    if (tokenA === UNISWAP_V2.weth.address || tokenB === UNISWAP_V2.weth.address) {
      const [token, amount, eth] = tokenA === UNISWAP_V2.weth.address ? [tokenB, amountB, amountA] : [tokenA, amountA, amountB]
      await mined(
        'addLiquidityETH',
        client.writeContract({
          account,
          chain,
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidityETH',
          args: [token, amount, amount, eth, account.address, maxUint256],
          value: eth,
        }),
      )
    } else {
      await mined(
        'addLiquidity',
        client.writeContract({
          account,
          chain,
          address: router,
          abi: routerAbi,
          functionName: 'addLiquidity',
          args: [tokenA, tokenB, amountA, amountB, amountA, amountB, account.address, maxUint256],
        }),
      )
    }
    if (!(await funded(pool))) throw new Error(`seeding Uniswap V2 on chain ${chain.id}: pool ${pool.address} has no liquidity after adding it`)
  }
}
