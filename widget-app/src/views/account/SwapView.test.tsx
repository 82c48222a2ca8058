import { setActiveNetwork, swapActions, typeSwapAmount } from '@porthole/frame-host'
import { SWAP_NETWORK, SWAP_USDC, SWAP_USDT, swapReady } from '@porthole/frame-host/testing'
import type { FrameConfig } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { render } from '../../testing/render.js'
import { SwapView } from './SwapView.js'

const config = { projectId: 'demo', theme: 'light', allowedOrigins: [], features: [], swapNetworks: [SWAP_NETWORK] } as FrameConfig
const text = (html: string, testId: string) => new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(html)?.[1]

describe('Swap view', () => {
  it('sells the network coin with its balance; the button asks for a token, then an amount', async () => {
    const { frame } = await swapReady()
    let html = render(frame.store, SwapView, config)
    expect(html).toContain('Token to sell: ETH')
    // The button's name holds the word it shows, for those who speak to their browser (WCAG 2.5.3).
    expect(html).toContain('aria-label="Token to buy: Choose"')
    expect(text(html, 'swap-from-balance')).toBe('Balance: 10.123 ETH')
    expect(text(html, 'swap-submit')).toBe('Choose a token')
    frame.store.dispatch(swapActions.toChosen(SWAP_USDC))
    html = render(frame.store, SwapView, config)
    expect(text(html, 'swap-to-balance')).toBe('Balance: 1000.000 USDC')
    expect(text(html, 'swap-submit')).toBe('Enter an amount')
  })

  it('shows the quote: expected out, price, impact, fee in fiat, 1 % slippage, minimum; the button says Swap', async () => {
    const { frame } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(SWAP_USDC))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    const html = render(frame.store, SwapView, config)
    expect(text(html, 'swap-to-amount')).toBe('2970.000 USDC')
    expect(text(html, 'swap-price')).toBe('1 ETH = 2,970.00 USDC')
    expect(text(html, 'swap-price-impact')).toBe('1.00 %')
    expect(text(html, 'swap-network-fee')).toBe('$0.45')
    expect(text(html, 'swap-slippage')).toBe('1 %')
    expect(text(html, 'swap-minimum')).toBe('2940.300 USDC')
    expect(text(html, 'swap-submit')).toBe('Swap')
  })

  it('selling an ERC-20 beyond its allowance: the button says Approve USDC', async () => {
    const { frame } = await swapReady()
    frame.store.dispatch(swapActions.flipped())
    frame.store.dispatch(swapActions.fromChosen(SWAP_USDC))
    await frame.store.dispatch(typeSwapAmount('100', { waitMs: 0 }))
    expect(text(render(frame.store, SwapView, config), 'swap-submit')).toBe('Approve USDC')
  })

  it('says what stops the swap, with the button disabled: no route, more than the balance, a network without swaps', async () => {
    const { frame } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(SWAP_USDT))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    let html = render(frame.store, SwapView, config)
    expect(text(html, 'swap-error')).toMatch(/^No route for this pair/)
    expect(html).toMatch(/data-testid="swap-submit" disabled=""/)

    frame.store.dispatch(swapActions.toChosen(SWAP_USDC))
    await frame.store.dispatch(typeSwapAmount('50', { waitMs: 0 }))
    html = render(frame.store, SwapView, config)
    expect(text(html, 'swap-submit')).toBe('Insufficient balance')
    expect(text(html, 'swap-error')).toBe('Insufficient balance')

    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    html = render(frame.store, SwapView, config)
    expect(text(html, 'swap-error')).toBe('Network not supported for Swaps')
    expect(html).toMatch(/data-testid="swap-submit" disabled=""/)
  })
})
