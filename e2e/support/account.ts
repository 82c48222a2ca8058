import { expect, type Page } from '@playwright/test'
import { erc20Abi, formatUnits, type Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createWalletClient, http } from 'viem'
import { anvil } from 'viem/chains'
import { ANVIL_URL, anvilClient } from './chains.js'
import { modal, widget } from './widget.js'

/** anvil account #0: holds the seeded tokens the test wallet (account #1) lacks. */
const FUNDER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const funder = createWalletClient({ account: FUNDER, chain: anvil, transport: http(ANVIL_URL) })

/** Balance display: 3 decimals, floored. */
export function threeDecimals(value: bigint, decimals: number): string {
  const [whole, fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.slice(0, 3).padEnd(3, '0')}`
}

export const tokenBalanceOf = (token: Address, holder: Address) =>
  anvilClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })

/**
 * Gives `to` some of a seeded token from account #0, mined before it returns.
 * Specs in the other Playwright worker fund from #0 too: a nonce taken
 * meanwhile is tried again (at most 5 times).
 */
export async function fund(token: Address, to: Address, amount: bigint): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const hash = await funder.writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
      await anvilClient.waitForTransactionReceipt({ hash })
      return
    } catch (error) {
      if (attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

/** Opens the modal on Account (the page is connected). */
export async function openAccount(page: Page): Promise<void> {
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

/** The Tokens tab row of a symbol. */
export const tokenRow = (page: Page, symbol: string) => widget(page).getByTestId(`token-${symbol}`)

/** Picks the token whose option starts with its symbol in Send's token list. */
export async function chooseToken(page: Page, symbol: string): Promise<void> {
  const select = widget(page).getByTestId('send-token')
  await expect(select.locator('option', { hasText: `${symbol} (` })).toHaveCount(1)
  const labels = await select.locator('option').allTextContents()
  await select.selectOption({ index: labels.findIndex((label) => label.startsWith(`${symbol} (`)) })
}
