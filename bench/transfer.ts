import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, type Hex } from 'viem'
import type {} from '../e2e/support/widget.js'
import { armedApprove } from './armed-approve.js'
import { ANVIL_URL } from './stack.js'

const RECIPIENT = '0x000000000000000000000000000000000000bEEF'
const chain = createPublicClient({ transport: http(ANVIL_URL) })

export const frameOf = (page: Page): FrameLocator => page.frameLocator('iframe[title="Porthole wallet"]')

/**
 * One transfer from `from`: ms from the click on an enabled Approve until the chain has its receipt.
 * `prepareWindow` readies the approval window's tab first (a passkey's authenticator).
 */
export async function transfer(page: Page, from: string, prepareWindow?: (popup: Page) => Promise<void>): Promise<number> {
  const sent = page.evaluate(
    ([from, to]) => window.porthole!.provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x1' }] }) as Promise<Hex>,
    [from, RECIPIENT] as const,
  )
  sent.catch(() => {})
  // The clock starts at the visitor's click on an armed Approve in the approval window, not before.
  const review = frameOf(page).getByTestId('approve-transaction').getByRole('button', { name: 'Review in a new window' })
  const approve = await armedApprove(page, review, prepareWindow)
  const t0 = performance.now()
  await approve()
  const hash = await sent
  for (;;) {
    const receipt = await chain.getTransactionReceipt({ hash }).catch(() => undefined)
    if (receipt) {
      if (receipt.status !== 'success') throw new Error(`transfer ${hash} reverted`)
      return performance.now() - t0
    }
    await new Promise((resolve) => setTimeout(resolve, 2))
  }
}
