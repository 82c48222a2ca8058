import { UserRejectedRequestError, type RpcRequest } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { routeRequest } from '../router/route-request.js'
import { closeModal } from '../shared-state/modal-state.js'
import { walletInfo } from '../testing/fake-wallet.js'
import { testFrame } from '../testing/test-frame.js'

const PAYMENT = 'bc1qkgqm68z5dd8mlknvmy63wwmssnkhzwxfu0r3hw'
const ORDINAL = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297'
const SIGNATURE = 'AkcwRAIgIX2ZQpqWkMLV/0Xy3vLCinpFPwXjHWDGu2m8dmbkN1cCIC5KUkH9I7BO93Kkg6SWQ9fAue'

/** A page Bitcoin wallet as the relay reaches it: it records every request and answers in WalletConnect's bip122 shapes. */
function fakeBitcoinWallet({ badSignature = false } = {}) {
  const calls: RpcRequest[] = []
  const accounts = [
    { address: PAYMENT, purpose: 'payment' },
    { address: ORDINAL, purpose: 'ordinal' },
  ]
  return {
    info: walletInfo(7, { uuid: 'bip122:Test Bitcoin', name: 'Test Bitcoin', rdns: '', namespace: 'bip122' }),
    calls,
    async handle(args: RpcRequest) {
      calls.push(args)
      switch (args.method) {
        case 'porthole_connectAccounts':
        case 'getAccountAddresses':
          return accounts
        case 'porthole_getAccounts':
          return []
        case 'signMessage':
          return badSignature ? { address: PAYMENT, signature: 42 } : { address: PAYMENT, signature: SIGNATURE, unknown: 'dropped' }
        default:
          throw new UserRejectedRequestError()
      }
    },
  }
}

function bitcoinFrame(options: { badSignature?: boolean } = {}) {
  const wallet = fakeBitcoinWallet(options)
  const frame = testFrame({ wallets: [wallet as never] })
  frame.listWallets([wallet as never])
  const request = (method: string, params?: RpcRequest['params']) =>
    frame.store.dispatch(routeRequest({ namespace: 'bip122', method, ...(params && { params }) }))
  return { frame, wallet, request }
}

describe('a dapp’s bip122 requests', () => {
  it('open Connect on the Bitcoin family, and resolve with the payment address first once the visitor picks the page wallet', async () => {
    const { frame, wallet, request } = bitcoinFrame()
    const accounts = request('getAccountAddresses')
    // The family's router loads with its first request.
    await vi.waitFor(() => expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect', activeChain: 'bip122' }))
    await frame.store.dispatch(connectWallet(wallet.info.uuid))
    expect(await accounts).toEqual([
      { address: PAYMENT, purpose: 'payment' },
      { address: ORDINAL, purpose: 'ordinal' },
    ])
    expect(frame.store.getState().connection.bip122).toMatchObject({
      status: 'connected',
      connectorId: 'bip122:Test Bitcoin',
      accounts: [{ address: PAYMENT }, { address: ORDINAL }],
    })
    // The family's network goes with every request: these wallets do not switch chains.
    expect(wallet.calls.map((c) => [c.method, c.chainId])).toEqual([
      ['porthole_connectAccounts', 'bip122:000000000019d6689c085ae165831e93'],
      ['getAccountAddresses', 'bip122:000000000019d6689c085ae165831e93'],
    ])
  })

  it('sign through the connected wallet, and come back only in the method’s shape', async () => {
    const { frame, wallet, request } = bitcoinFrame()
    await frame.store.dispatch(connectWallet(wallet.info.uuid))
    expect(await request('signMessage', { account: PAYMENT, message: 'hello' })).toEqual({ address: PAYMENT, signature: SIGNATURE })
    expect(wallet.calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { account: PAYMENT, message: 'hello' },
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
  })

  it('refuse a wallet answer of the wrong shape with -32603', async () => {
    const { frame, wallet, request } = bitcoinFrame({ badSignature: true })
    await frame.store.dispatch(connectWallet(wallet.info.uuid))
    await expect(request('signMessage', { account: PAYMENT, message: 'hello' })).rejects.toMatchObject({ code: -32603 })
  })

  it('refuse bad params with -32602, methods off the list with 4200, and signing with nothing connected with 4100, reaching no wallet', async () => {
    const { wallet, request } = bitcoinFrame()
    await expect(request('signMessage', { account: PAYMENT })).rejects.toMatchObject({ code: -32602 })
    await expect(request('eth_sendTransaction', [])).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    await expect(request('signMessage', { account: PAYMENT, message: 'hello' })).rejects.toMatchObject({ code: 4100 })
    expect(wallet.calls).toEqual([])
  })

  it('fail with 4001 when the visitor closes Connect', async () => {
    const { frame, request } = bitcoinFrame()
    const accounts = request('getAccountAddresses')
    await vi.waitFor(() => expect(frame.store.getState().modal.open).toBe(true))
    frame.store.dispatch(closeModal())
    await expect(accounts).rejects.toMatchObject({ code: 4001 })
  })
})

describe('the page wallet connector', () => {
  it('restores only what the wallet still grants without a prompt', async () => {
    const { frame, wallet } = bitcoinFrame()
    const { connectorFor } = await import('../connector-registry.js')
    const connector = connectorFor({ dispatch: frame.store.dispatch, getState: frame.store.getState, services: frame.services }, wallet.info.uuid)
    expect(connector?.namespace).toBe('bip122')
    expect(await connector!.restore()).toBeUndefined()
    expect(wallet.calls.map((c) => c.method)).toEqual(['porthole_getAccounts'])
  })
})
