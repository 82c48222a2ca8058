import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Connector, WalletSession } from '../connectors/index.js'
import { createFrameServices } from '../services.js'
import { openModal } from '../store/modal-router.js'
import { closeModal } from '../shared-state/modal-state.js'
import { frameStore } from '../testing/frame-store.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { PAIRING_LIFETIME_MS, PAIRING_MARGIN_MS, PAIRING_RETRY_MS, pairingRequested } from './pairing-slice.js'
import type { WalletConnect } from './sign-client.js'

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** sign-client stand-in: each pair() gives `wc:<n>`; the test settles the newest approval. */
function fakeWalletConnect() {
  const pairings: { uri: string; approve: (s: WalletSession) => void; reject: (e: unknown) => void }[] = []
  const connector: Connector = {
    id: 'walletConnect',
    namespace: 'eip155',
    name: 'WalletConnect',
    icon: '',
    ref: { uuid: 'walletConnect', rdns: '' },
    connect: () => Promise.reject(new Error('not paired')),
    restore: async () => undefined,
    request: () => Promise.reject(new Error('not paired')),
    disconnect: async () => {},
    on: () => () => {},
  }
  let failures = 0
  const wc: WalletConnect = {
    async pair() {
      if (failures > 0) {
        failures--
        throw new Error('relay unreachable')
      }
      let approve!: (s: WalletSession) => void, reject!: (e: unknown) => void
      const approval = new Promise<WalletSession>((res, rej) => ((approve = res), (reject = rej))).then((eip155) => ({ eip155 }))
      pairings.push({ uri: `wc:${pairings.length + 1}`, approve, reject })
      return { uri: pairings.at(-1)!.uri, approval }
    },
    connector: () => connector,
  }
  return { wc, pairings, failNext: (n: number) => void (failures = n) }
}

function setup() {
  const fake = fakeWalletConnect()
  const base = createFrameServices()
  const services = { ...base, walletConnect: { ...base.walletConnect, load: async () => fake.wc, connector: () => fake.wc.connector('eip155') } }
  // The local chains are offered, so a wallet approving on chain 31337 is on a supported network.
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, services })
  // Entering the view starts the pairing; the view's code need not have loaded.
  store.dispatch(openModal('ConnectingWalletConnect'))
  return { store, ...fake }
}

describe('listenPairing', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows a URI, and a new one 10 s before the 4 minutes of the old one are up', async () => {
    const { store, pairings } = setup()
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().walletConnect).toMatchObject({ status: 'ready', uri: 'wc:1' })
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_MARGIN_MS - 1)
    expect(pairings).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().walletConnect).toMatchObject({ status: 'ready', uri: 'wc:2' })
  })

  it('connects the approved session and moves to Account', async () => {
    const { store, pairings } = setup()
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.approve({ accounts: [ACCOUNT], caipNetworkId: 'eip155:31337' })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().connection.eip155).toMatchObject({
      status: 'connected',
      connectorId: 'walletConnect',
      accounts: [{ address: ACCOUNT, type: 'eoa' }],
    })
    expect(store.getState().modal.view).toBe('Account')
    expect(store.getState().walletConnect.status).toBe('idle')
  })

  it('retries a failed pairing once after 1 s, then says it failed', async () => {
    const { store, pairings, failNext } = setup()
    failNext(2)
    await vi.advanceTimersByTimeAsync(PAIRING_RETRY_MS - 1)
    expect(store.getState().walletConnect.status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.getState().walletConnect).toEqual({ status: 'failed', error: 'relay unreachable' })
    expect(pairings).toHaveLength(0)

    store.dispatch(pairingRequested())
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().walletConnect).toMatchObject({ status: 'ready', uri: 'wc:1' })
  })

  it('a wallet that declines is shown as rejected, without a retry', async () => {
    const { store, pairings } = setup()
    await vi.advanceTimersByTimeAsync(0)
    pairings[0]!.reject({ code: 5000, message: 'User rejected.' })
    await vi.advanceTimersByTimeAsync(PAIRING_RETRY_MS * 2)
    expect(store.getState().walletConnect).toEqual({ status: 'rejected', error: 'User rejected.' })
    expect(pairings).toHaveLength(1)
  })

  it('leaving the view abandons the pairing: no renewal, a late approval connects nothing', async () => {
    const { store, pairings } = setup()
    await vi.advanceTimersByTimeAsync(0)
    store.dispatch(closeModal())
    await vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS)
    expect(pairings).toHaveLength(1)
    pairings[0]!.approve({ accounts: [ACCOUNT], caipNetworkId: 'eip155:31337' })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.getState().connection.eip155.status).toBe('disconnected')
    expect(store.getState().walletConnect.status).toBe('idle')
  })
})
