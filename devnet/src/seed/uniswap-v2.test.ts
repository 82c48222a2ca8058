import { fileURLToPath } from 'node:url'
import { encodePacked, erc20Abi, getContractAddress, getCreate2Address, keccak256, maxUint256, parseAbi, parseEther, parseUnits, type Address } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXED_USD } from '../../../workers/src/chain-data/prices/fixed-table.js'
import { DEPLOYER, UNISWAP_V2, UNISWAP_V2_POOLS, USDC, USDT, USDT_USDC_POOL, WETH_USDC_POOL } from './addresses.js'
import { anvilClient } from './client.js'
import { compileContracts } from './compile.js'
import { seedChain } from './seed-chain.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'
import { routerAbi, uniswapV2Artifacts } from './uniswap-v2.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])

/** The worker's fixed USD price of a symbol (PRICE_SOURCE=fixed, what the local stack shows). */
function usd(symbol: string): number {
  const price = FIXED_USD[symbol]
  if (price === undefined) throw new Error(`no fixed price for ${symbol}`)
  return price
}

describe('Uniswap V2 artifacts and addresses', () => {
  it('Router02 hardcodes the init code hash of the core artifact’s UniswapV2Pair', async () => {
    const artifacts = await uniswapV2Artifacts()
    expect(keccak256(artifacts.UniswapV2Pair.bytecode)).toBe(UNISWAP_V2.pairInitCodeHash)
    expect(artifacts.UniswapV2Factory.bytecode).toContain(artifacts.UniswapV2Pair.bytecode.slice(2))
    expect(artifacts.UniswapV2Router02.bytecode).toContain(UNISWAP_V2.pairInitCodeHash.slice(2))
    expect(artifacts.UniswapV2Router02.bytecode).not.toMatch(/__/) // no link references
  })

  it('are the deployer’s creations at nonces 4-6 and the factory’s CREATE2 pairs', () => {
    for (const contract of [UNISWAP_V2.weth, UNISWAP_V2.factory, UNISWAP_V2.router02]) {
      expect(getContractAddress({ from: DEPLOYER.address, nonce: BigInt(contract.nonce) })).toBe(contract.address)
    }
    for (const pool of UNISWAP_V2_POOLS) {
      expect(BigInt(pool.token0) < BigInt(pool.token1)).toBe(true)
      const salt = keccak256(encodePacked(['address', 'address'], [pool.token0, pool.token1]))
      expect(getCreate2Address({ from: UNISWAP_V2.factory.address, salt, bytecodeHash: UNISWAP_V2.pairInitCodeHash })).toBe(pool.address)
    }
  })

  it('price the pools as the worker’s fixed table does', () => {
    const weth = Number(WETH_USDC_POOL.liquidity[UNISWAP_V2.weth.address])
    const usdc = Number(WETH_USDC_POOL.liquidity[USDC.address])
    expect(usdc / weth).toBe(usd('ETH') / usd('USDC'))
    expect(Number(USDT_USDC_POOL.liquidity[USDC.address]) / Number(USDT_USDC_POOL.liquidity[USDT.address])).toBe(usd('USDT') / usd('USDC'))
  })
})

// Both of the stack's anvils (devnet/src/config.ts CHAINS) are seeded the same way.
describe.each([31337, 31338])('Uniswap V2 on a seeded anvil, chain %i', (chainId) => {
  let anvil: SeededAnvil

  // anvil picks its own port and names it: a port found free beforehand can be taken before anvil binds it.
  beforeAll(async () => {
    anvil = await startSeededAnvil(chainId)
  }, 120_000)

  afterAll(() => {
    anvil?.process.kill()
  })

  it('deploys the router on the factory and WETH9, and the pairs with their liquidity', async () => {
    const { client } = anvilClient(anvil.rpcUrl, chainId)
    const router = UNISWAP_V2.router02.address
    expect(await client.readContract({ address: router, abi: routerAbi, functionName: 'factory' })).toBe(UNISWAP_V2.factory.address)
    expect(await client.readContract({ address: router, abi: routerAbi, functionName: 'WETH' })).toBe(UNISWAP_V2.weth.address)
    for (const pool of UNISWAP_V2_POOLS) {
      expect(
        await client.readContract({ address: UNISWAP_V2.factory.address, abi: factoryAbi, functionName: 'getPair', args: [pool.token0, pool.token1] }),
      ).toBe(pool.address)
    }
    expect(await client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [WETH_USDC_POOL.address] })).toBe(
      parseUnits('3000000', 6),
    )
    expect(await client.readContract({ address: UNISWAP_V2.weth.address, abi: erc20Abi, functionName: 'balanceOf', args: [WETH_USDC_POOL.address] })).toBe(
      parseEther('1000'),
    )
    expect(await client.readContract({ address: USDT.address, abi: erc20Abi, functionName: 'balanceOf', args: [USDT_USDC_POOL.address] })).toBe(
      parseUnits('1000000', 6),
    )
  })

  it('quotes 1 ETH at the table’s price, less the 0.3% fee and a small price impact', async () => {
    const { client } = anvilClient(anvil.rpcUrl, chainId)
    const [, out] = await client.readContract({
      address: UNISWAP_V2.router02.address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [UNISWAP_V2.weth.address, USDC.address]],
    })
    const table = usd('ETH') / usd('USDC')
    const usdcOut = Number(out) / 1e6
    // 1 ETH into 1,000 ETH of depth: about 0.1% price impact on top of the 0.3% fee.
    expect(usdcOut).toBeLessThan(table * 0.997)
    expect(usdcOut).toBeGreaterThan(table * 0.997 * 0.998)
    expect(out).toBe((parseEther('1') * 997n * parseUnits('3000000', 6)) / (parseEther('1000') * 1000n + parseEther('1') * 997n))

    const [, usdtOut] = await client.readContract({
      address: UNISWAP_V2.router02.address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseUnits('100', 6), [USDC.address, USDT.address]],
    })
    expect(Number(usdtOut) / 1e6).toBeGreaterThan(100 * 0.997 * 0.999)
    expect(Number(usdtOut) / 1e6).toBeLessThan(100 * 0.997)
  })

  it('swaps 1 ETH for the quoted USDC for a test account (swapExactETHForTokens)', async () => {
    const { chain, client } = anvilClient(anvil.rpcUrl, chainId)
    const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 })
    const path: Address[] = [UNISWAP_V2.weth.address, USDC.address]
    const usdcOf = () => client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    const [ethBefore, usdcBefore] = [await client.getBalance({ address: account.address }), await usdcOf()]
    const [, quote] = await client.readContract({
      address: UNISWAP_V2.router02.address,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), path],
    })
    const hash = await client.writeContract({
      account,
      chain,
      address: UNISWAP_V2.router02.address,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [(quote! * 99n) / 100n, path, account.address, maxUint256],
      value: parseEther('1'),
      // The pair writes its price accumulators only in a block later than its last trade: an estimate made in the
      // same second as the seeding's liquidity leaves them out, and the swap, mined a second later, ran out of gas.
      gas: 400_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect((await usdcOf()) - usdcBefore).toBe(quote)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(ethBefore - (await client.getBalance({ address: account.address }))).toBe(parseEther('1') + gas)
  })

  it('seeds again without sending anything', async () => {
    const { client } = anvilClient(anvil.rpcUrl, chainId)
    const nonce = await client.getTransactionCount({ address: DEPLOYER.address })
    const [artifacts, uniswapV2] = await Promise.all([compileContracts(`${root}.devnet/contracts-cache`), uniswapV2Artifacts()])
    await seedChain({ rpcUrl: anvil.rpcUrl, chainId, artifacts, uniswapV2, benchTokens: 0 })
    expect(await client.getTransactionCount({ address: DEPLOYER.address })).toBe(nonce)
  })
})
