import { connectWallet } from '@porthole/frame-host'
import { fakeWallet, testFrame, walletInfo } from '@porthole/frame-host/testing'
import type { NetworkInfo } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.js'
import { ProfileWalletsView } from './account/ProfileWalletsView.js'
import { UnsupportedChainView } from './account/UnsupportedChainView.js'

const info = (caipNetworkId: string, name: string): NetworkInfo => ({
  caipNetworkId,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: [],
  testnet: false,
})

describe('UnsupportedChain', () => {
  it("says the current network is not supported and offers only the project's networks of the family", async () => {
    const frame = testFrame({
      networks: [info('eip155:8453', 'Base'), info('eip155:42161', 'Arbitrum One'), info('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana')],
    })
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-1'))
    const html = render(frame.store, UnsupportedChainView)
    expect(html).toContain('This app doesn’t support your current network. Switch to an available option to continue.')
    expect([...html.matchAll(/data-testid="network-([^"]+)"/g)].map((m) => m[1])).toEqual(['eip155:8453', 'eip155:42161'])
    expect(html).not.toContain('aria-current')
    expect(html).toContain('>Disconnect<')
  })
})

describe('ProfileWallets', () => {
  it('lists the active wallet first and marked, then the kept one, by name and short address', async () => {
    const wallets = [
      fakeWallet({ info: walletInfo(1, { name: 'One' }) }),
      fakeWallet({ info: walletInfo(2, { name: 'Two' }), accounts: ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'] }),
    ]
    const frame = testFrame({ wallets })
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-1'))
    await frame.store.dispatch(connectWallet('uuid-2'))
    const html = render(frame.store, ProfileWalletsView)
    expect(html).toMatch(
      /data-testid="profile-wallet-uuid-2" aria-current="true" disabled=""><img[^>]*\/><span class="wallet-name">Two 0x3C44…4293BC<\/span><span class="tag">Active</,
    )
    expect(html).toMatch(/data-testid="profile-wallet-uuid-1"><img[^>]*\/><span class="wallet-name">One 0xf39F…b92266<\/span><\/button>/)
    expect(html).toContain('>Add wallet<')
  })
})
