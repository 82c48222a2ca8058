import { PortholeError } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { goBack, openModal } from '../store/modal-router.js'
import { pushView } from '../shared-state/modal-state.js'
import { selectOrderedHostWallets } from '../wallets/host-wallets-state.js'
import { ALICE, BOB, fakeWallet, walletInfo } from '../testing/fake-wallet.js'
import { flush, testFrame } from '../testing/test-frame.js'
import { connectWallet } from './connect-wallet.js'
import { memoryStorage } from '../storage/browser-storage.js'

/** The visitor on Connect picks a wallet, as the Connect view does it. */
function pick(frame: ReturnType<typeof testFrame>, uuid = 'uuid-1') {
  frame.store.dispatch(pushView('ConnectingExternal'))
  return frame.store.dispatch(connectWallet(uuid))
}

describe('connecting one of the page’s wallets', () => {
  it('asks the wallet, connects on its chain and shows Account; the connection and the recent wallet are stored', async () => {
    const wallet = fakeWallet({ chainId: 31338 })
    const frame = testFrame({ wallets: [wallet] })
    frame.listWallets()
    frame.store.dispatch(openModal())
    await pick(frame)
    const state = frame.store.getState()
    expect(wallet.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(state.connection.eip155).toEqual({ status: 'connected', connectorId: 'uuid-1', accounts: [{ address: ALICE, type: 'eoa' }] })
    expect(state.network.active.eip155).toBe('eip155:31338')
    expect(state.modal).toMatchObject({ open: true, view: 'Account', history: [] })
    expect(state.connectAttempt).toBeNull()
    expect(JSON.parse(frame.storage.getItem('porthole:connection:eip155')!)).toEqual({
      namespace: 'eip155',
      connectorId: 'uuid-1',
      wallet: { uuid: 'uuid-1', rdns: 'com.example.wallet1' },
    })
    expect(JSON.parse(frame.storage.getItem('porthole:recentWallets')!)).toEqual([{ uuid: 'uuid-1', rdns: 'com.example.wallet1' }])
  })

  it("a 4001 from the wallet is 'rejected' (the view offers Try again), other failures 'failed'", async () => {
    const wallet = fakeWallet()
    const frame = testFrame({ wallets: [wallet] })
    frame.listWallets()
    frame.store.dispatch(openModal())
    wallet.fail('eth_requestAccounts', new PortholeError(4001, 'User rejected the request.'))
    await pick(frame)
    expect(frame.store.getState().connectAttempt).toMatchObject({ connectorId: 'uuid-1', outcome: 'rejected' })
    wallet.fail('eth_requestAccounts', new PortholeError(-32002, 'Request already pending'))
    await frame.store.dispatch(connectWallet('uuid-1'))
    expect(frame.store.getState().connectAttempt).toMatchObject({ outcome: 'failed', error: { code: -32002, message: 'Request already pending' } })
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
  })

  it('an answer that comes after the visitor went back is ignored', async () => {
    const wallet = fakeWallet()
    const frame = testFrame({ wallets: [wallet] })
    frame.listWallets()
    frame.store.dispatch(openModal())
    const release = wallet.hold('eth_requestAccounts')
    const attempt = pick(frame)
    await flush()
    expect(frame.store.getState().connectAttempt).toMatchObject({ outcome: 'pending' })
    frame.store.dispatch(goBack())
    release()
    await attempt
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    expect(frame.store.getState().modal.view).toBe('Connect')
  })

  it("is 'Invalid connection status' while a reconnect is running", async () => {
    const storage = memoryStorage()
    storage.setItem('porthole:connection:eip155', JSON.stringify({ namespace: 'eip155', connectorId: 'x', wallet: { uuid: 'x', rdns: 'x.y' } }))
    const wallet = fakeWallet()
    const frame = testFrame({ wallets: [wallet], storage })
    frame.listWallets()
    await pick(frame)
    expect(frame.store.getState().connectAttempt).toMatchObject({ outcome: 'failed', error: { message: 'Invalid connection status' } })
    expect(wallet.calls).toEqual([])
  })

  it('switches from one wallet to another: the page hears only the new accounts', async () => {
    const one = fakeWallet()
    const two = fakeWallet({ info: walletInfo(2), accounts: [BOB] })
    const frame = testFrame({ wallets: [one, two] })
    frame.listWallets()
    await pick(frame, 'uuid-1')
    await pick(frame, 'uuid-2')
    await flush()
    expect(frame.store.getState().connection.eip155).toMatchObject({ connectorId: 'uuid-2', accounts: [{ address: BOB }] })
    expect(frame.events().map(([event]) => event)).toEqual(['chainChanged', 'connect', 'accountsChanged', 'accountsChanged'])
  })

  it('keeps the 2 most recent wallets, newest first, and lists them first', async () => {
    const wallets = [1, 2, 3].map((n) => fakeWallet({ info: walletInfo(n) }))
    const frame = testFrame({ wallets })
    frame.listWallets()
    for (const uuid of ['uuid-1', 'uuid-2', 'uuid-3', 'uuid-2']) await pick(frame, uuid)
    expect(frame.store.getState().hostWallets.recent.map((r) => r.uuid)).toEqual(['uuid-2', 'uuid-3'])
    expect(selectOrderedHostWallets(frame.store.getState()).map(({ wallet, recent }) => [wallet.uuid, recent])).toEqual([
      ['uuid-2', true],
      ['uuid-3', true],
      ['uuid-1', false],
    ])
  })
})
