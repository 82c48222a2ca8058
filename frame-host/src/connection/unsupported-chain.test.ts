import { Alerts, type NetworkInfo } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { openModal } from '../store/modal-router.js'
import { closeModal, pushView } from '../shared-state/modal-state.js'
import { selectNetworkName } from '../store/network-selectors.js'
import { frameStore } from '../testing/frame-store.js'
import { fakeWallet } from '../testing/fake-wallet.js'
import { LOCAL_RPC_URLS, testFrame } from '../testing/test-frame.js'
import { connectWallet } from './connect-wallet.js'
import { switchNetwork } from './switch-network.js'
import { walletEvent } from './wallet-events.js'

const info = (caipNetworkId: string, name: string): NetworkInfo => ({
  caipNetworkId,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [],
  testnet: true,
})
/** A project that offers the second local chain and Base, not the chain the wallet sits on. */
const PROJECT_NETWORKS = [info('eip155:31338', 'Anvil 2'), info('eip155:8453', 'Base')]

async function connectOn(chainId: number, networks?: NetworkInfo[]) {
  const wallet = fakeWallet({ chainId, knownChains: [31337, 31338] })
  const frame = testFrame({ wallets: [wallet], networks })
  frame.listWallets()
  frame.store.dispatch(openModal())
  frame.store.dispatch(pushView('ConnectingExternal'))
  await frame.store.dispatch(connectWallet('uuid-1'))
  return { frame, wallet }
}

describe('a wallet on a network the project does not offer', () => {
  it("shows UnsupportedChain, names the chain 'Unknown Network', and a switch to an offered one moves the wallet", async () => {
    const { frame, wallet } = await connectOn(31337, PROJECT_NETWORKS)
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'UnsupportedChain' })
    expect(selectNetworkName(frame.store.getState())).toBe('Unknown Network')
    await frame.store.dispatch(switchNetwork('eip155:31338'))
    expect(wallet.methods()).toContain('wallet_switchEthereumChain')
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
    expect(selectNetworkName(frame.store.getState())).toBe('Anvil 2')
  })

  it('opens again when the wallet itself moves off the offered networks', async () => {
    const { frame } = await connectOn(31338, PROJECT_NETWORKS)
    expect(frame.store.getState().modal.view).toBe('Account')
    frame.store.dispatch(closeModal())
    // The wallet's own chainChanged, as its event arrives.
    frame.store.dispatch(walletEvent('eip155', 'chainChanged', '0x7a69'))
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'UnsupportedChain' })
  })

  it('is not shown for an offered network', async () => {
    const { frame } = await connectOn(31337)
    expect(frame.store.getState().modal.view).toBe('Account')
  })
})

describe("the project's network list", () => {
  it('starts each family on its first offered network when the spec default is not offered', () => {
    const store = frameStore({ theme: 'light', networks: PROJECT_NETWORKS })
    expect(store.getState().network.active.eip155).toBe('eip155:31338')
    expect(store.getState().network.available.map((n) => n.name)).toEqual(['Anvil 2', 'Base'])
  })

  it("raises 'Network Not Found' when the project's default network is not among those offered", () => {
    expect(frameStore({ theme: 'light', networks: PROJECT_NETWORKS, defaultNetwork: 'eip155:1' }).getState().alerts.shown).toEqual([Alerts.networkNotFound])
    expect(frameStore({ theme: 'light', networks: PROJECT_NETWORKS, defaultNetwork: 'eip155:8453' }).getState().alerts.shown).toEqual([])
    expect(frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337' }).getState().alerts.shown).toEqual([])
  })
})
