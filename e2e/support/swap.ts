import { expect, type Page } from '@playwright/test'
import { createTestClient, createWalletClient, defineChain, http, parseAbi, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { UNISWAP_V2, USDC } from '../../devnet/src/seed/addresses.js'
import { openAccount } from './account.js'
import { ANVIL2_URL, anvil2Client } from './chains.js'
import { modal, widget } from './widget.js'

/** Opens Swap from Account (the page is connected on a network with swaps). */
export async function openSwap(page: Page): Promise<void> {
  await openAccount(page)
  await widget(page).getByTestId('open-swap').click()
  await expect(modal(page)).toHaveAttribute('data-view', 'Swap')
}

/** Picks a side's token the way a keyboard user would: the picker's search, then Enter. */
export async function pickToken(page: Page, side: 'from' | 'to', symbol: string): Promise<void> {
  await widget(page).getByTestId(`swap-${side}-token`).click()
  const search = widget(page).getByTestId('swap-token-search')
  await expect(search).toBeFocused()
  await search.fill(symbol)
  await expect(widget(page).getByTestId(`swap-token-option-${symbol}`)).toBeVisible()
  await search.press('Enter')
  const button = widget(page).getByTestId(`swap-${side}-token`)
  await expect(button).toContainText(symbol)
  await expect(button).toBeFocused()
}

/**
 * The last quote the frame received (`/v1/convert/quotes`), in base units of
 * the token bought: what the received amount is measured against.
 */
export function recordQuotes(page: Page): () => bigint | undefined {
  let last: bigint | undefined
  page.on('response', async (response) => {
    if (!response.url().includes('/v1/convert/quotes') || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as { quotes?: { toAmount: string }[] } | undefined
    const best = body?.quotes?.[0]
    if (best) last = BigInt(best.toAmount)
  })
  return () => last
}

const chain31338 = defineChain({ ...anvil, id: 31338 })
const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const erc20 = parseAbi(['function approve(address spender, uint256 amount) returns (bool)', 'function balanceOf(address owner) view returns (uint256)'])

/**
 * A trader on chain 31338 (a key of its own, funded by anvil's cheat code)
 * that moves the ETH/USDC pool with one large trade and moves it back after:
 * what makes a quoted swap revert, without leaving the pool elsewhere.
 */
export function poolMover(privateKey: Hex) {
  const account = privateKeyToAccount(privateKey)
  const wallet = createWalletClient({ account, chain: chain31338, transport: http(ANVIL2_URL) })
  const cheats = createTestClient({ chain: chain31338, mode: 'anvil', transport: http(ANVIL2_URL) })
  // The router compares the deadline with the block's timestamp, so it is set from the chain's clock.
  const deadline = async () => (await anvil2Client.getBlock()).timestamp + 600n
  const mined = async (hash: Hex) => expect((await anvil2Client.waitForTransactionReceipt({ hash })).status).toBe('success')
  // A pair writes its price accumulators only in a block later than its last trade: an estimate made in the same
  // second as that trade leaves them out, and the trade, mined a second later, ran out of gas. A fixed limit has room.
  const TRADE_GAS = 400_000n
  return {
    address: account.address as Address,
    /** Buys USDC with `eth` wei: the pool's USDC gets dearer, so quotes made before fall short. */
    async buyUsdc(eth: bigint): Promise<void> {
      await cheats.setBalance({ address: account.address, value: eth + 10n ** 18n })
      const path = [UNISWAP_V2.weth.address, USDC.address] as Address[]
      await mined(
        await wallet.writeContract({
          address: UNISWAP_V2.router02.address,
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, path, account.address, await deadline()],
          value: eth,
          gas: TRADE_GAS,
        }),
      )
    },
    /** Sells back all the USDC it bought: the pool is where it was, but for the fees the trades left in it. */
    async sellBack(): Promise<void> {
      const usdc = await anvil2Client.readContract({ address: USDC.address, abi: erc20, functionName: 'balanceOf', args: [account.address] })
      if (usdc === 0n) return
      await mined(await wallet.writeContract({ address: USDC.address, abi: erc20, functionName: 'approve', args: [UNISWAP_V2.router02.address, usdc] }))
      const path = [USDC.address, UNISWAP_V2.weth.address] as Address[]
      // Simulated first, so a refusal fails here with the router's reason rather than as a bare 'reverted'.
      const { request } = await anvil2Client.simulateContract({
        account,
        address: UNISWAP_V2.router02.address,
        abi: routerAbi,
        functionName: 'swapExactTokensForETH',
        args: [usdc, 0n, path, account.address, await deadline()],
      })
      await mined(await wallet.writeContract({ ...request, gas: TRADE_GAS }))
    },
  }
}
