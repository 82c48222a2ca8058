import { describe, expect, it, vi } from 'vitest'
import { balanceFetched } from '../account/balance-slice.js'
import { connected } from '../shared-state/connection-slice.js'
import { openModal } from '../store/modal-router.js'
import { ALICE, BOB, fakeWallet, walletInfo } from '../testing/fake-wallet.js'
import { flush, testFrame } from '../testing/test-frame.js'
import { connectWallet } from './connect-wallet.js'
import { disconnect } from './disconnect.js'

async function connectedFrame(wallet = fakeWallet()) {
  const frame = testFrame({ wallets: [wallet, fakeWallet({ info: walletInfo(2) })] })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  frame.store.dispatch(openModal())
  frame.store.dispatch(balanceFetched({ key: `eip155:31337:${ALICE}`, value: '1', at: 0 }))
  return frame
}

describe('disconnect', () => {
  it('resets account, connector id and balance, closes the modal, clears storage and tells the page', async () => {
    const wallet = fakeWallet()
    const frame = await connectedFrame(wallet)
    expect(frame.storage.getItem('porthole:connection:eip155')).not.toBeNull()
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Account' })

    await frame.store.dispatch(disconnect())
    const state = frame.store.getState()
    expect(state.connection.eip155).toEqual({ status: 'disconnected', accounts: [] })
    expect(state.balance).toEqual({})
    expect(state.modal.open).toBe(false)
    expect(frame.storage.getItem('porthole:connection:eip155')).toBeNull()
    expect(frame.events().slice(-2)).toEqual([
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'Provider disconnected' }],
    ])
    expect(wallet.methods().at(-1)).toBe('wallet_revokePermissions')
    await expect(frame.request('eth_accounts')).resolves.toEqual([])
  })

  it('keeps the recent wallets', async () => {
    const frame = await connectedFrame()
    await frame.store.dispatch(disconnect())
    expect(frame.store.getState().hostWallets.recent).toEqual([{ uuid: 'uuid-1', rdns: 'com.example.wallet1' }])
  })

  it('can leave the modal open', async () => {
    const frame = await connectedFrame()
    await frame.store.dispatch(disconnect({ closeModal: false }))
    expect(frame.store.getState().modal.open).toBe(true)
  })
})

describe("the connected wallet's own events", () => {
  it('accountsChanged with accounts updates them; the page hears it', async () => {
    const frame = await connectedFrame()
    frame.services.relay.emit('uuid-1', 'accountsChanged', [BOB.toLowerCase()])
    expect(frame.store.getState().connection.eip155.accounts).toEqual([{ address: BOB, type: 'eoa' }])
    await flush()
    expect(frame.events().at(-1)).toEqual(['accountsChanged', [BOB]])
  })

  it('accountsChanged [] disconnects, without asking the wallet anything', async () => {
    const wallet = fakeWallet()
    const frame = await connectedFrame(wallet)
    const asked = wallet.calls.length
    frame.services.relay.emit('uuid-1', 'accountsChanged', [])
    await flush()
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    expect(wallet.calls).toHaveLength(asked)
    expect(frame.events().at(-1)).toEqual(['disconnect', { code: 4900, message: 'Provider disconnected' }])
  })

  it('chainChanged moves the active network, to one the frame may not know', async () => {
    const frame = await connectedFrame()
    frame.services.relay.emit('uuid-1', 'chainChanged', '0x7a6a')
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
    frame.services.relay.emit('uuid-1', 'chainChanged', '0x539')
    await expect(frame.request('eth_chainId')).resolves.toBe('0x539')
  })

  it("another wallet's events, malformed ones, and any after disconnecting change nothing", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const frame = await connectedFrame()
    const before = frame.store.getState()
    frame.services.relay.emit('uuid-2', 'accountsChanged', [])
    frame.services.relay.emit('uuid-2', 'chainChanged', '0x7a6a')
    frame.services.relay.emit('uuid-1', 'chainChanged', 'not a chain')
    frame.services.relay.emit('uuid-1', 'accountsChanged', 'nope')
    expect(frame.store.getState()).toBe(before)
    // Only the two malformed events warn (other parts of the frame may warn on a slow machine, about their own things).
    const eventWarnings = warn.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('malformed'))
    expect(eventWarnings).toEqual([
      ['[porthole] ignored a malformed chainChanged event from the wallet'],
      ['[porthole] ignored a malformed accountsChanged event from the wallet'],
    ])
    warn.mockRestore()
    await frame.store.dispatch(disconnect())
    await flush()
    const after = frame.store.getState()
    frame.services.relay.emit('uuid-1', 'chainChanged', '0x7a6a')
    expect(frame.store.getState()).toBe(after)
  })

  it("keeps hearing the EVM wallet's events after another family connects", async () => {
    const frame = await connectedFrame()
    frame.store.dispatch(
      connected({ namespace: 'solana', connectorId: 'embedded', accounts: ['BxhSeF5U76L2aC3KYveKs66gwjnt3sxx5LXUDXo9crp2'], caipNetworkId: 'solana:localnet' }),
    )
    await flush()
    frame.services.relay.emit('uuid-1', 'accountsChanged', [])
    await flush()
    expect(frame.store.getState().connection.eip155.status).toBe('disconnected')
    expect(frame.store.getState().connection.solana.status).toBe('connected')
  })
})
