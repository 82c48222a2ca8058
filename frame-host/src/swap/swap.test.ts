import { UserRejectedRequestError } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { ALICE, SENT_HASH } from '../testing/fake-wallet.js'
import { ETH, NET, swapReady, USDC, USDT } from '../testing/swap-fixtures.js'
import { flush } from '../testing/test-frame.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { waitForState } from '../store/wait-for-state.js'
import { executeSwap } from './execute-swap.js'
import { fetchSwapQuote, typeSwapAmount } from './fetch-swap-quote.js'
import { SwapMessages } from './swap-errors.js'
import { selectSwap, swapActions } from './swap-slice.js'
import { selectSwapView } from './swap-view-model.js'

const view = (store: Awaited<ReturnType<typeof swapReady>>['frame']['store']) => selectSwapView(store.getState())

describe('Swap', () => {
  it('lists the backend tokens with the account balances and sells the network coin by default', async () => {
    const { frame } = await swapReady()
    const v = view(frame.store)
    expect(v.rows.map((r) => [r.symbol, r.balanceText])).toEqual([
      ['ETH', '10.123'],
      ['USDC', '1000.000'],
      ['USDT', '0.000'],
    ])
    expect(v.from?.symbol).toBe('ETH')
    expect(v.button.label).toBe('Choose a token')
  })

  it('quotes once typing pauses, and only the last amount: expected out, price, impact, fee in fiat, 1 % and the minimum', async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDC))
    expect(view(frame.store).button.label).toBe('Enter an amount')
    const typing = [frame.store.dispatch(typeSwapAmount('0.5', { waitMs: 20 })), frame.store.dispatch(typeSwapAmount('1', { waitMs: 20 }))]
    await Promise.all(typing)
    expect(api.calls.filter((c) => c.path === '/v1/convert/quotes').map((c) => c.query.amount)).toEqual(['1000000000000000000'])
    const v = view(frame.store)
    expect(v.details).toEqual({
      expectedOut: '2970.000 USDC',
      price: '1 ETH = 2,970.00 USDC',
      priceImpact: '1.00 %',
      networkFee: '$0.45',
      slippage: '1 %',
      minimumReceived: '2940.300 USDC',
    })
    expect(v.button).toEqual({ label: 'Swap', action: 'swap' })
    // GETs carry the project and the SDK.
    expect(api.calls.find((c) => c.path === '/v1/convert/quotes')?.query).toMatchObject({ projectId: 'test-project', st: 'porthole' })
  })

  it('says when nobody trades the pair, and offers nothing to send', async () => {
    const { frame } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDT))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    expect(view(frame.store).error).toBe(SwapMessages.noRoute)
    expect(view(frame.store).button.action).toBeUndefined()
    expect(await frame.store.dispatch(executeSwap())).toBeUndefined()
  })

  it('refuses more than the balance before anything is built or sent; for the coin, the fee counts too', async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDC))
    await frame.store.dispatch(typeSwapAmount('11', { waitMs: 0 }))
    expect(view(frame.store).button.label).toBe(SwapMessages.insufficientBalance)
    expect(api.calls.some((c) => c.path === '/v1/convert/build-transaction')).toBe(false)
    expect(await frame.store.dispatch(executeSwap())).toBeUndefined()
    expect(selectSwap(frame.store.getState()).error).toBe(SwapMessages.insufficientBalance)
    // All of it leaves nothing for gas once the fee is known.
    await frame.store.dispatch(typeSwapAmount('10.1239', { waitMs: 0 }))
    expect(view(frame.store).button.label).toBe(SwapMessages.insufficientGas('ETH'))
  })

  it('ETH → USDC: one transaction through the active connector, mined; the amount clears and balances are read again', async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDC))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    expect(await frame.store.dispatch(executeSwap({ pollMs: 1 }))).toBe(SENT_HASH)
    expect(selectSwap(frame.store.getState())).toMatchObject({ amount: '', quoteStatus: 'idle' })
    // The mining toast closes, and the outcome's shows 150 ms later.
    await frame.store.dispatch(waitForState((state) => state.toast.open && state.toast.variant === 'success'))
    expect(frame.store.getState().toast).toMatchObject({ message: 'Swapped 1 ETH for USDC' })
    await flush()
    expect(api.calls.filter((c) => c.path.endsWith('/balance')).map((c) => c.query.forceUpdate)).toContain('true')
  })

  it('USDC → ETH with a short allowance: the approval first, then the swap built after it is mined; the button says Approve USDC', async () => {
    const { frame, api } = await swapReady({ allowance: '0' })
    frame.store.dispatch(swapActions.fromChosen(USDC))
    frame.store.dispatch(swapActions.toChosen(ETH))
    await frame.store.dispatch(typeSwapAmount('100', { waitMs: 0 }))
    expect(view(frame.store).button).toEqual({ label: 'Approve USDC', action: 'approve' })
    expect(api.calls.some((c) => c.path === '/v1/convert/build-transaction')).toBe(false)
    // Once the approval is mined, the spender may move what was approved.
    api.answer('/v1/convert/allowance', (_query) => ({
      body: { allowance: api.calls.some((c) => c.path === '/v1/convert/build-approve') ? '100000000' : '0' },
    }))
    expect(await frame.store.dispatch(executeSwap({ pollMs: 1 }))).toBe(SENT_HASH)
    expect(api.calls.filter((c) => c.path === '/v1/convert/build-transaction').map((c) => c.body)).toEqual([
      { amount: '100000000', eip155: { slippage: 1 }, projectId: 'test-project', from: USDC, to: ETH, userAddress: `${NET}:${ALICE}` },
    ])
  })

  it('a swap that reverts on chain says so, and the amount stays for another try', async () => {
    const { frame } = await swapReady({ receipt: { status: '0x0' } })
    frame.store.dispatch(swapActions.toChosen(USDC))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    expect(await frame.store.dispatch(executeSwap({ pollMs: 1 }))).toBeUndefined()
    expect(selectSwap(frame.store.getState())).toMatchObject({ error: SwapMessages.reverted, amount: '1' })
    await frame.store.dispatch(waitForState((state) => state.toast.open && state.toast.variant === 'error'))
    expect(frame.store.getState().toast.message).toBe(SwapMessages.reverted)
  })

  it("no toast covers the wallet's prompt (the embedded wallet's Approve must stay visible), for the approval and the swap", async () => {
    const { frame, api } = await swapReady()
    const openAtPrompt: boolean[] = []
    const original = frame.services.relay.request
    frame.services.relay.request = (uuid, args, options) => {
      if (args.method === 'eth_sendTransaction') openAtPrompt.push(frame.store.getState().toast.open)
      return original(uuid, args, options)
    }
    frame.store.dispatch(swapActions.fromChosen(USDC))
    frame.store.dispatch(swapActions.toChosen(ETH))
    await frame.store.dispatch(typeSwapAmount('100', { waitMs: 0 }))
    api.answer('/v1/convert/allowance', () => ({ body: { allowance: api.calls.some((c) => c.path === '/v1/convert/build-approve') ? '100000000' : '0' } }))
    await frame.store.dispatch(executeSwap({ pollMs: 1 }))
    expect(openAtPrompt).toEqual([false, false])
  })

  it('the network changing between the approval and the swap sends nothing more', async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.fromChosen(USDC))
    frame.store.dispatch(swapActions.toChosen(ETH))
    await frame.store.dispatch(typeSwapAmount('100', { waitMs: 0 }))
    api.answer('/v1/convert/allowance', () => {
      // The approval is mined; meanwhile the dapp switched the chain.
      if (api.calls.some((c) => c.path === '/v1/convert/build-approve')) frame.store.dispatch(setActiveNetwork('eip155:31338'))
      return { body: { allowance: '100000000' } }
    })
    const sent: string[] = []
    const original = frame.services.relay.request
    frame.services.relay.request = (uuid, args, options) => (args.method === 'eth_sendTransaction' && sent.push(args.method), original(uuid, args, options))
    expect(await frame.store.dispatch(executeSwap({ pollMs: 1 }))).toBeUndefined()
    expect(sent).toHaveLength(1)
    expect(selectSwap(frame.store.getState()).error).toBe(SwapMessages.networkChanged)
  })

  it('a refusal in the wallet says nothing was sent', async () => {
    const { frame } = await swapReady()
    const original = frame.services.relay.request
    frame.services.relay.request = (uuid, args, options) =>
      args.method === 'eth_sendTransaction' ? Promise.reject(new UserRejectedRequestError()) : original(uuid, args, options)
    frame.store.dispatch(swapActions.toChosen(USDC))
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    await frame.store.dispatch(executeSwap({ pollMs: 1 }))
    expect(selectSwap(frame.store.getState()).error).toBe(SwapMessages.rejected)
  })

  it("a network without a swap backend: 'Network not supported for Swaps', no quote asked, nothing sent", async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDC))
    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    const before = api.calls.length
    await frame.store.dispatch(typeSwapAmount('1', { waitMs: 0 }))
    expect(view(frame.store).error).toBe('Network not supported for Swaps')
    expect(view(frame.store).button.label).toBe('Network not supported for Swaps')
    expect(await frame.store.dispatch(executeSwap())).toBeUndefined()
    expect(api.calls.slice(before).filter((c) => c.path.startsWith('/v1/convert'))).toEqual([])
  })

  it('a stale quote never lands: changing the pair cancels the one under way', async () => {
    const { frame, api } = await swapReady()
    frame.store.dispatch(swapActions.toChosen(USDC))
    frame.store.dispatch(swapActions.amountTyped('1'))
    const first = frame.store.dispatch(fetchSwapQuote())
    frame.store.dispatch(swapActions.flipped())
    frame.store.dispatch(swapActions.amountTyped('100'))
    await Promise.all([first, frame.store.dispatch(fetchSwapQuote())])
    expect(view(frame.store).details?.price).toBe('1 USDC = 0.0033 ETH')
    expect(api.calls.filter((c) => c.path === '/v1/convert/quotes').length).toBeGreaterThanOrEqual(1)
  })
})
