import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { completeEmbeddedSignIn } from '../embedded/complete-sign-in.js'
import { createFrameServices } from '../services.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { selectChainIdHex } from './chain-id-selector.js'
import { selectDefaultNetworkId } from './network-selectors.js'
import { frameStore } from '../testing/frame-store.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const frame = (defaultNetwork?: string) =>
  frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork, services: createFrameServices({ storage: memoryStorage() }) })

describe("the project's default network", () => {
  it('is where the frame starts and what the page provider says before anything connects', () => {
    const store = frame('eip155:31337')
    expect(selectDefaultNetworkId(store.getState(), 'eip155')).toBe('eip155:31337')
    expect(store.getState().network.active.eip155).toBe('eip155:31337')
    expect(selectChainIdHex(store.getState())).toBe('0x7a69')
    expect(selectDefaultNetworkId(store.getState(), 'solana')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('is eip155:1 when the project names none, or one the frame does not offer', () => {
    for (const store of [frame(), frame('eip155:10'), frameStore({ theme: 'light', defaultNetwork: 'eip155:31337' })]) {
      expect(selectDefaultNetworkId(store.getState(), 'eip155')).toBe('eip155:1')
      expect(store.getState().network.active.eip155).toBe('eip155:1')
    }
  })

  it('sets only its own family', () => {
    const store = frame('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(store.getState().network.active).toMatchObject({ eip155: 'eip155:1', solana: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' })
  })

  it('is where a new embedded account starts, wherever the frame was; a last used chain still wins', async () => {
    const fresh = frame('eip155:31337')
    fresh.dispatch(setActiveNetwork('eip155:31338'))
    await fresh.dispatch(
      completeEmbeddedSignIn({ token: 't', address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'new@example.com' }),
    )
    expect(fresh.getState().network.active.eip155).toBe('eip155:31337')

    const services = createFrameServices({ storage: memoryStorage() })
    services.embedded.storage.writeLastUsedChain('eip155:31338')
    const returning = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
    await returning.dispatch(
      completeEmbeddedSignIn({ token: 't', address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'back@example.com' }),
    )
    expect(returning.getState().network.active.eip155).toBe('eip155:31338')
  })

  it('starts each family of an embedded account on a network of its own family, whatever chain was last used', async () => {
    const services = createFrameServices({ storage: memoryStorage() })
    services.embedded.storage.writeLastUsedChain('solana:localnet')
    const store = frameStore({
      theme: 'light',
      rpcUrls: { ...LOCAL_RPC_URLS, 'solana:localnet': 'http://127.0.0.1:8899' },
      defaultNetwork: 'eip155:31337',
      services,
    })
    const solanaAddress = 'BxhSeF5U76L2aC3KYveKs66gwjnt3sxx5LXUDXo9crp2'
    await store.dispatch(
      completeEmbeddedSignIn({ token: 't', address: ADDRESS, solanaAddress, expiresAt: Date.now() + 60_000, provider: 'email', username: 'both@example.com' }),
    )
    expect(store.getState().network.active).toMatchObject({ eip155: 'eip155:31337', solana: 'solana:localnet' })
    expect(store.getState().connection.solana).toMatchObject({ status: 'connected', accounts: [{ address: solanaAddress }] })
  })
})
