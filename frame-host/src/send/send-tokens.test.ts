import { describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi } from 'viem'
import { fetchTokenBalances } from '../account/fetch-tokens.js'
import { pushView } from '../shared-state/modal-state.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { ALICE, BOB, SENT_HASH } from '../testing/fake-wallet.js'
import { BALANCES, connectedWithChainData, USDC_ADDRESS } from '../testing/fixtures.js'
import { flush } from '../testing/test-frame.js'
import { typeReceiver } from './resolve-receiver.js'
import { amountSet, tokenChosen } from './send-slice.js'
import { sendTokens } from './send-tokens.js'
import { SendErrors } from './validate-send.js'

async function ready() {
  const setup = await connectedWithChainData()
  setup.api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
  await setup.frame.store.dispatch(fetchTokenBalances({ now: 0 }))
  setup.frame.store.dispatch(pushView('WalletSend'))
  const [eth, usdc] = setup.frame.store.getState().tokens.balances
  return { ...setup, eth: eth!, usdc: usdc! }
}

describe('sendTokens', () => {
  it('an ERC-20 transfer through the active connector; success resets the send state and returns to Account', async () => {
    const { frame, api, usdc } = await ready()
    expect(frame.store.getState().modal.view).toBe('WalletSend')
    frame.store.dispatch(tokenChosen(usdc))
    frame.store.dispatch(amountSet('1.5'))
    await frame.store.dispatch(typeReceiver(BOB))
    const hash = await frame.store.dispatch(sendTokens({ pollMs: 1 }))
    expect(hash).toBe(SENT_HASH)
    const state = frame.store.getState()
    expect(state.send).toEqual({ sendTokenAmount: '', receiverInput: '', resolving: false, sending: false })
    expect(state.modal.view).toBe('Account')
    expect(state.toast).toMatchObject({ variant: 'success', message: 'Transaction sent' })
    // Once the node has the receipt, balances are read again past both caches.
    await flush()
    await flush()
    expect(frame.reads.map((r) => r.method)).toContain('eth_getTransactionReceipt')
    expect(api.calls.filter((c) => c.path.endsWith('/balance')).map((c) => c.query.forceUpdate)).toEqual([undefined, 'true'])
  })

  it('sends what the wallet receives: ERC-20 calldata to the token, or the native value to the receiver', async () => {
    const { frame, usdc, eth } = await ready()
    const requests: unknown[] = []
    const original = frame.services.relay.request
    frame.services.relay.request = (uuid, args, options) => {
      if (args.method === 'eth_sendTransaction') requests.push(args.params)
      return original(uuid, args, options)
    }
    for (const [token, amount] of [
      [usdc, '1.5'],
      [eth, '0.5'],
    ] as const) {
      frame.store.dispatch(tokenChosen(token))
      frame.store.dispatch(amountSet(amount))
      await frame.store.dispatch(typeReceiver(BOB))
      await frame.store.dispatch(sendTokens({ pollMs: 1 }))
    }
    expect(requests).toEqual([
      [{ from: ALICE, to: USDC_ADDRESS, value: '0x0', data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_500_000n] }) }],
      [{ from: ALICE, to: BOB, value: '0x6f05b59d3b20000' }],
    ])
    await flush()
  })

  it.each([
    ['no amount', { amount: '', receiver: BOB, token: true }, SendErrors.amountAndReceiver],
    ['no receiver', { amount: '1', receiver: '', token: true }, SendErrors.amountAndReceiver],
    ['no token', { amount: '1', receiver: BOB, token: false }, SendErrors.token],
  ])('%s: the spec message, and nothing reaches the wallet', async (_name, input, error) => {
    const { frame, usdc } = await ready()
    if (input.token) frame.store.dispatch(tokenChosen(usdc))
    frame.store.dispatch(amountSet(input.amount))
    await frame.store.dispatch(typeReceiver(input.receiver))
    expect(await frame.store.dispatch(sendTokens())).toBeUndefined()
    expect(frame.store.getState().send.error).toBe(error)
    expect(frame.store.getState().modal.view).toBe('WalletSend')
  })

  it("'Unsupported chain' off EVM", async () => {
    const { frame, usdc } = await ready()
    frame.store.dispatch(tokenChosen(usdc))
    frame.store.dispatch(amountSet('1'))
    await frame.store.dispatch(typeReceiver(BOB))
    frame.store.dispatch(setActiveNetwork('bip122:000000000019d6689c085ae165831e93'))
    await frame.store.dispatch(sendTokens())
    expect(frame.store.getState().send.error).toBe(SendErrors.unsupportedChain)
  })

  it('a receiver name resolves through the lookup to its address and avatar', async () => {
    const { frame, api, usdc } = await ready()
    api.answer('/v1/profile/account/bob.reown.id', {
      body: { name: 'bob.reown.id', addresses: { '60': { address: BOB } }, attributes: { avatar: 'https://avatars/bob.png' } },
    })
    frame.store.dispatch(tokenChosen(usdc))
    await frame.store.dispatch(typeReceiver('bob.reown.id'))
    expect(frame.store.getState().send).toMatchObject({
      receiverAddress: BOB,
      receiverProfileName: 'bob.reown.id',
      receiverProfileImageUrl: 'https://avatars/bob.png',
    })
    await frame.store.dispatch(typeReceiver('nobody.reown.id'))
    expect(frame.store.getState().send.receiverAddress).toBeUndefined()
  })
})
