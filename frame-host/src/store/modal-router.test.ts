import { describe, expect, it } from 'vitest'
import { connected } from '../shared-state/connection-slice.js'
import { replaceView } from '../shared-state/modal-slice.js'
import { closeModal, pushView } from '../shared-state/modal-state.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { goBack, openModal } from './modal-router.js'
import { frameStore } from '../testing/frame-store.js'

const connectedStore = () => {
  const store = frameStore({ theme: 'light' })
  store.dispatch(
    connected({ namespace: 'eip155', connectorId: 'injected', accounts: ['0x0000000000000000000000000000000000000001'], caipNetworkId: 'eip155:1' }),
  )
  return store
}

describe('modal router', () => {
  it('opens on Connect when nothing is connected', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    expect(store.getState().modal).toMatchObject({ open: true, view: 'Connect', history: [] })
  })

  it('opens on Account when an address is connected on the active chain', () => {
    const store = connectedStore()
    store.dispatch(openModal())
    expect(store.getState().modal.view).toBe('Account')
  })

  it('an address on another chain family does not count as connected', () => {
    const store = connectedStore()
    store.dispatch(setActiveNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'))
    store.dispatch(openModal())
    expect(store.getState().modal.view).toBe('Connect')
  })

  it('opens the view it is given and starts a fresh history', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    store.dispatch(pushView('AllWallets'))
    store.dispatch(openModal('Swap'))
    expect(store.getState().modal).toMatchObject({ open: true, view: 'Swap', history: [] })
  })

  it('push then back returns to the previous view; replace leaves no trace', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    store.dispatch(pushView('AllWallets'))
    store.dispatch(pushView('ConnectingExternal'))
    store.dispatch(replaceView('ConnectingWalletConnect'))
    expect(store.getState().modal.view).toBe('ConnectingWalletConnect')
    store.dispatch(goBack())
    expect(store.getState().modal).toMatchObject({ open: true, view: 'AllWallets', history: ['Connect'] })
    store.dispatch(goBack())
    expect(store.getState().modal).toMatchObject({ open: true, view: 'Connect', history: [] })
  })

  it('back with an empty history closes the modal', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    store.dispatch(goBack())
    expect(store.getState().modal.open).toBe(false)
  })

  it('going back to Connect while connected shows Account', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    store.dispatch(pushView('ConnectingExternal'))
    store.dispatch(
      connected({ namespace: 'eip155', connectorId: 'injected', accounts: ['0x0000000000000000000000000000000000000001'], caipNetworkId: 'eip155:1' }),
    )
    store.dispatch(goBack())
    expect(store.getState().modal).toMatchObject({ open: true, view: 'Account', history: [] })
  })

  it('close closes and forgets the history', () => {
    const store = frameStore({ theme: 'light' })
    store.dispatch(openModal())
    store.dispatch(pushView('AllWallets'))
    store.dispatch(closeModal())
    expect(store.getState().modal).toMatchObject({ open: false, history: [] })
  })
})
