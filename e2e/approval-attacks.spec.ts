import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { parseEther, toHex, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { approveInWindow, frameApproval, openApprovalWindow } from './support/approval-window.js'
import { anvilClient } from './support/chains.js'
import { openDapp, request, settle, startRequest } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'

/**
 * The host page owns the iframe: it can clip, mask, move and fade it, and
 * paint a decoy behind it. None of that gets anything sent: the frame has no
 * Approve, and the approval window (which no page can paint) arms Approve only
 * after it has been focused for 500 ms and the pointer moved in it.
 */

const FRAME = 'iframe[title="Porthole wallet"]'

async function signIn(page: Page): Promise<Address> {
  await openDapp(page)
  return dappConnectsByEmail(page, freshEmail('attack'))
}

const recipient = () => privateKeyToAccount(generatePrivateKey()).address
const reviewButton = (page: Page) => frameApproval(page).getByRole('button', { name: 'Review in a new window' })

/** The request's outcome if it settled within `ms`, else 'pending'. */
const outcomeWithin = (page: Page, key: string, ms: number) =>
  page.evaluate(([key, ms]) => Promise.race([window.pending!.get(key)!, new Promise((resolve) => setTimeout(() => resolve('pending'), ms))]), [
    key,
    ms,
  ] as const)

/**
 * Waits for the card's entrance to end in the frame, then for the page to draw
 * two frames: Chromium routes a click into the cross-origin iframe by what its
 * compositor last drew, so a click right after a style change could land where
 * the iframe was before the trick (on the backdrop, which closes the modal).
 */
async function settled(page: Page) {
  await reviewButton(page).evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished),
    ),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Where the Review button is, in the iframe's own coordinates. */
async function buttonInFrame(page: Page) {
  const frame = (await page.locator(FRAME).boundingBox())!
  const button = (await reviewButton(page).boundingBox())!
  return { x: button.x - frame.x, y: button.y - frame.y, width: button.width, height: button.height, frameWidth: frame.width, frameHeight: frame.height }
}

/** A decoy of the page's own saying "Approve", under where the frame's button now is. */
async function paintDecoy(page: Page) {
  const box = (await reviewButton(page).boundingBox())!
  await page.evaluate((box) => {
    const decoy = document.createElement('button')
    decoy.textContent = 'Approve'
    Object.assign(decoy.style, { position: 'fixed', left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px`, zIndex: '0' })
    document.body.append(decoy)
  }, box)
}

type Trick = (page: Page) => Promise<void>
const frameStyle = (page: Page, css: string) => page.addStyleTag({ content: `${FRAME} { ${css} !important }` })

const TRICKS: Record<string, Trick> = {
  'clip-path inset around the button': async (page) => {
    const b = await buttonInFrame(page)
    await frameStyle(page, `clip-path: inset(${b.y}px ${b.frameWidth - b.x - b.width}px ${b.frameHeight - b.y - b.height}px ${b.x}px)`)
  },
  'clip-path evenodd hole over the details': async (page) => {
    const b = await buttonInFrame(page)
    const outer = `M0 0 H${b.frameWidth} V${b.frameHeight} H0 Z`
    const hole = `M0 0 H${b.frameWidth} V${b.y - 4} H0 Z`
    await frameStyle(page, `clip-path: path(evenodd, '${outer} ${hole}')`)
  },
  'mask-image showing only the button': async (page) => {
    const b = await buttonInFrame(page)
    await frameStyle(
      page,
      `mask-image: linear-gradient(to bottom, transparent ${b.y}px, black ${b.y}px, black ${b.y + b.height}px, transparent ${b.y + b.height}px)`,
    )
  },
  'iframe shifted so the details are off-screen': async (page) => {
    const b = await buttonInFrame(page)
    const top = (await page.locator(FRAME).boundingBox())!.y
    await frameStyle(page, `transform: translateY(${-(top + b.y)}px)`)
  },
  'iframe translated under the pointer': async (page) => {
    await page.evaluate((selector) => {
      addEventListener('pointermove', (event) => {
        const frame = document.querySelector<HTMLElement>(selector)!
        frame.style.setProperty('translate', `${event.clientX / 10}px ${event.clientY / 10}px`)
      })
    }, FRAME)
  },
  'transparent frame over a decoy': async (page) => {
    await paintDecoy(page)
    await frameStyle(page, 'opacity: 0.01')
  },
}

/** Signs in and asks for 1 ETH to a fresh address; the frame shows the request. */
async function sendOneEth(page: Page) {
  const from = await signIn(page)
  const to = recipient()
  await startRequest(page, 'send', 'eth_sendTransaction', [{ from, to, value: toHex(parseEther('1')) }])
  await expect(reviewButton(page)).toBeVisible()
  await settled(page)
  return { from, to }
}

for (const [name, trick] of Object.entries(TRICKS)) {
  test(`${name}: the page's clicks where its decoy says Approve send nothing`, async ({ page }) => {
    const { from, to } = await sendOneEth(page)
    await trick(page)
    await settled(page)
    // Date.now stands still: however slow the machine, the window's 500 ms never pass during the attack.
    await page.clock.setFixedTime(new Date())
    const box = (await reviewButton(page).boundingBox())!
    const popup = page.waitForEvent('popup', { timeout: 3_000 }).catch(() => undefined)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    const opened = await popup
    if (opened) {
      // The clicks go on in the window that opened: Approve is not armed.
      const approve = opened.getByRole('button', { name: 'Approve' })
      await approve.waitFor()
      await approve.click({ force: true })
    }
    expect(await outcomeWithin(page, 'send', 1_500)).toBe('pending')
    expect(await anvilClient.getBalance({ address: to })).toBe(0n)
    expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
  })
}

test('a double click on a decoy opens the window, and its second click lands on an Approve that is not armed', async ({ page }) => {
  const { from, to } = await sendOneEth(page)
  await paintDecoy(page)
  await frameStyle(page, 'opacity: 0.01')
  await settled(page)
  await page.clock.setFixedTime(new Date())
  const box = (await reviewButton(page).boundingBox())!
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)])
  const approve = popup.getByRole('button', { name: 'Approve' })
  await approve.waitFor()
  const target = (await approve.boundingBox())!
  await popup.mouse.click(target.x + target.width / 2, target.y + target.height / 2)
  await expect(approve).toBeDisabled()
  expect(await outcomeWithin(page, 'send', 1_500)).toBe('pending')
  expect(await anvilClient.getBalance({ address: to })).toBe(0n)

  // The same request, approved deliberately in the window once time moves on: it is mined.
  await page.clock.setFixedTime(new Date(Date.now() + 60_000))
  await approveInWindow(page, { popup })
  expect(await settle(page, 'send')).toHaveProperty('result')
  expect(await anvilClient.getBalance({ address: to })).toBe(parseEther('1'))
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(1)
})

test('an approval whose digest is not that of the request the frame would send is refused', async ({ page }) => {
  const { to } = await sendOneEth(page)
  const popup = await openApprovalWindow(page)
  // A same-origin answer for this id, but for something else than what the frame is about to send.
  await popup.evaluate(() => {
    const id = new URLSearchParams(location.search).get('id')!
    ;(window.opener as Window).postMessage({ type: 'porthole-approval-answer', id, approved: true, digest: '00'.repeat(32) }, location.origin)
  })
  expect(await settle(page, 'send')).toMatchObject({ error: { code: 4001 } })
  expect(await anvilClient.getBalance({ address: to })).toBe(0n)
})

test('a blocked window says so and offers the button again', async ({ page, context }) => {
  await context.addInitScript(() => {
    if (location.pathname !== '/frame') return
    const open = window.open.bind(window)
    let blocked = false
    window.open = (...args: Parameters<typeof window.open>) => (blocked ? open(...args) : ((blocked = true), null))
  })
  const { to } = await sendOneEth(page)
  await reviewButton(page).click()
  await expect(frameApproval(page).getByTestId('approve-in-window')).toContainText('blocked')
  await approveInWindow(page)
  expect(await settle(page, 'send')).toHaveProperty('result')
  expect(await anvilClient.getBalance({ address: to })).toBe(parseEther('1'))
})

test('a page-supplied 1 ETH priority fee shows in the maximum cost, flagged; a page-supplied nonce is refused', async ({ page }) => {
  const from = await signIn(page)
  const to = recipient()
  await startRequest(page, 'tip', 'eth_sendTransaction', [{ from, to, value: '0x0', maxPriorityFeePerGas: toHex(parseEther('1')) }])
  const cost = frameApproval(page).getByTestId('approve-max-cost')
  await expect(cost).toContainText('ETH')
  expect(Number(/^([\d.]+) ETH/.exec((await cost.textContent())!)![1])).toBeGreaterThanOrEqual(1)
  await expect(frameApproval(page).getByTestId('approve-fee-warning')).toContainText('maxPriorityFeePerGas')
  await frameApproval(page).getByRole('button', { name: 'Reject' }).click()
  expect(await settle(page, 'tip')).toMatchObject({ error: { code: 4001 } })

  expect(await request(page, 'eth_sendTransaction', [{ from, to, value: '0x1', nonce: '0x0' }])).toEqual({
    error: { code: -32602, message: 'The nonce is set by the wallet: remove it from the transaction.' },
  })
  expect(await anvilClient.getTransactionCount({ address: from })).toBe(0)
})
