import { describe, expect, it } from 'vitest'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import { openModal } from '../store/modal-router.js'
import { closeModal } from '../shared-state/modal-state.js'
import { fakeWallet } from '../testing/fake-wallet.js'
import { testFrame } from '../testing/test-frame.js'
import { connectWallet } from './connect-wallet.js'
import { requestConnection } from './request-connection.js'
import { chooseNetwork, networkRoute } from './choose-network.js'

describe('which view choosing a network opens', () => {
  it.each([
    [
      'a family with no address while another has one',
      { target: 'solana', connected: ['eip155'], connectorId: 'injected', ignoreConfirmation: true },
      'SwitchActiveChain',
    ],
    [
      'the email/social wallet on a family it supports',
      { target: 'eip155', connected: ['eip155'], connectorId: 'embedded', ignoreConfirmation: true },
      'SwitchNetwork',
    ],
    ['the email/social wallet on Solana', { target: 'solana', connected: ['solana'], connectorId: 'embedded', ignoreConfirmation: true }, 'SwitchNetwork'],
    [
      'a wallet that asks the visitor (confirmation not ignored)',
      { target: 'eip155', connected: ['eip155'], connectorId: 'injected', ignoreConfirmation: false },
      'SwitchNetwork',
    ],
    ['a wallet whose confirmation is ignored', { target: 'eip155', connected: ['eip155'], connectorId: 'injected', ignoreConfirmation: true }, 'direct'],
    ['nothing connected, confirmation ignored', { target: 'eip155', connected: [], connectorId: undefined, ignoreConfirmation: true }, 'direct'],
  ] as const)('%s → %s', (_, facts, route) => {
    expect(networkRoute({ ...facts, connected: [...facts.connected] })).toBe(route)
  })

  it('with the email wallet and the modal closed, SwitchNetwork opens while it switches', async () => {
    const frame = testFrame()
    await frame.store.dispatch(
      completeEmbeddedSignIn({
        token: `ph_${'ab'.repeat(24)}`,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        expiresAt: Date.now() + 60_000,
        provider: 'email',
        username: null,
      }),
    )
    frame.store.dispatch(closeModal())
    await expect(frame.store.dispatch(chooseNetwork('eip155:31338', { ignoreConfirmation: true }))).resolves.toBe('SwitchNetwork')
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'SwitchNetwork' })
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
  })

  it('a family with no account yet opens SwitchActiveChain carrying the network, and switches nothing', async () => {
    const frame = testFrame()
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-1'))
    frame.store.dispatch(openModal('SwitchNetwork'))
    await expect(frame.store.dispatch(chooseNetwork('solana:localnet'))).resolves.toBe('SwitchActiveChain')
    expect(frame.store.getState().modal).toMatchObject({ view: 'SwitchActiveChain', switchToChain: 'solana:localnet' })
  })
})

describe('opening on a phone with no page wallets shows AllWallets', () => {
  it('a phone whose page has no wallet: AllWallets, for open() and for a dapp asking for accounts', () => {
    const frame = testFrame({ mobile: true, wallets: [] })
    frame.store.dispatch(openModal())
    expect(frame.store.getState().modal.view).toBe('AllWallets')
    frame.store.dispatch(closeModal())
    void frame.store.dispatch(requestConnection('eip155')).catch(() => {})
    expect(frame.store.getState().modal.view).toBe('AllWallets')
  })

  it('a phone whose page has a wallet, or a desktop: Connect', () => {
    const phone = testFrame({ mobile: true, wallets: [fakeWallet()] })
    phone.listWallets()
    phone.store.dispatch(openModal())
    expect(phone.store.getState().modal.view).toBe('Connect')
    const desktop = testFrame({ wallets: [] })
    desktop.store.dispatch(openModal())
    expect(desktop.store.getState().modal.view).toBe('Connect')
  })

  it('connected: Account, phone or not', async () => {
    const frame = testFrame({ mobile: true })
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-1'))
    frame.store.dispatch(closeModal())
    frame.store.dispatch(openModal())
    expect(frame.store.getState().modal.view).toBe('Account')
  })
})
