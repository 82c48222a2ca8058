import { Alerts } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { pushView } from '../shared-state/modal-state.js'
import { selectProfileWallets } from '../store/profile-wallets-selectors.js'
import { ALICE, BOB, fakeWallet, walletInfo } from '../testing/fake-wallet.js'
import { flush, testFrame } from '../testing/test-frame.js'
import { connectWallet } from './connect-wallet.js'
import { disconnect } from './disconnect.js'
import { addWallet, switchActiveWallet } from './profile-wallets.js'

const MULTI_WALLET_OFF = [{ id: 'multiWallet' as const, isEnabled: false, config: null }]

function twoWallets(features?: typeof MULTI_WALLET_OFF) {
  const one = fakeWallet({ info: walletInfo(1, { name: 'Wallet One' }) })
  const two = fakeWallet({ info: walletInfo(2, { name: 'Wallet Two' }), accounts: [BOB] })
  const frame = testFrame({ wallets: [one, two], features })
  frame.listWallets()
  const pick = (uuid: string) => {
    frame.store.dispatch(pushView('ConnectingExternal'))
    return frame.store.dispatch(connectWallet(uuid))
  }
  return { frame, one, two, pick }
}

describe('several wallets in one family', () => {
  it('keeps the first wallet beside the second; choosing it again moves eth_accounts and accountsChanged to it', async () => {
    const { frame, pick } = twoWallets()
    await pick('uuid-1')
    await pick('uuid-2')
    await flush()
    expect(await frame.request('eth_accounts')).toEqual([BOB])
    expect(selectProfileWallets(frame.store.getState()).map((w) => [w.name, w.address, w.active])).toEqual([
      ['Wallet Two', BOB, true],
      ['Wallet One', ALICE, false],
    ])

    await frame.store.dispatch(switchActiveWallet('eip155', 'uuid-1'))
    await flush()
    expect(await frame.request('eth_accounts')).toEqual([ALICE])
    expect(frame.events().filter(([event]) => event === 'accountsChanged')).toEqual([
      ['accountsChanged', [ALICE]],
      ['accountsChanged', [BOB]],
      ['accountsChanged', [ALICE]],
    ])
    expect(selectProfileWallets(frame.store.getState()).map((w) => [w.connectorId, w.active])).toEqual([
      ['uuid-1', true],
      ['uuid-2', false],
    ])
  })

  it('forgets a kept wallet that no longer grants the site anything', async () => {
    const { frame, one, pick } = twoWallets()
    await pick('uuid-1')
    await pick('uuid-2')
    one.state.authorized = false
    await expect(frame.store.dispatch(switchActiveWallet('eip155', 'uuid-1'))).rejects.toThrow('Failed to connect')
    expect(selectProfileWallets(frame.store.getState()).map((w) => w.connectorId)).toEqual(['uuid-2'])
    expect(await frame.request('eth_accounts')).toEqual([BOB])
  })

  it('forgets the kept wallets when the family disconnects', async () => {
    const { frame, pick } = twoWallets()
    await pick('uuid-1')
    await pick('uuid-2')
    await frame.store.dispatch(disconnect())
    expect(frame.store.getState().profileWallets.eip155).toEqual([])
  })

  it('Add wallet goes to Connect', async () => {
    const { frame, pick } = twoWallets()
    await pick('uuid-1')
    frame.store.dispatch(addWallet())
    expect(frame.store.getState().modal.view).toBe('Connect')
  })
})

describe('multiWallet off', () => {
  it("shows the info 'Multi-Wallet Not Enabled' on Add wallet, and a new wallet replaces the old one", async () => {
    const { frame, pick } = twoWallets(MULTI_WALLET_OFF)
    await pick('uuid-1')
    frame.store.dispatch(pushView('ProfileWallets'))
    frame.store.dispatch(addWallet())
    expect(frame.store.getState().alerts.shown).toEqual([Alerts.multiWalletNotEnabled])
    expect(frame.store.getState().modal.view).toBe('ProfileWallets')
    await pick('uuid-2')
    expect(frame.store.getState().profileWallets.eip155).toEqual([])
    expect(selectProfileWallets(frame.store.getState()).map((w) => w.connectorId)).toEqual(['uuid-2'])
  })
})
