import { connectWallet, featuresFetched, fetchBalance, legalAccepted, pushView, setActiveNetwork } from '@porthole/frame-host'
import { fakeWallet, RpcUnreachableError, testFrame, walletInfo } from '@porthole/frame-host/testing'
import { PortholeError, type FrameConfig } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.js'
import { AccountView } from './account/AccountView.js'
import { ConnectingExternalView } from './ConnectingExternalView.js'
import { ConnectView } from './ConnectView.js'
import { SwitchNetworkView } from './account/SwitchNetworkView.js'

const wallets = [1, 2, 3].map((n) => fakeWallet({ info: walletInfo(n) }))

/** Connected with the first wallet; the node answers every read with 10,000 ETH. */
async function connectedFrame(read = () => '0x21e19e0c9bab2400000') {
  const frame = testFrame({ wallets, read })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  return frame
}

/** The order in which `needles` first appear in `html`. */
const order = (html: string, needles: string[]) => [...needles].sort((a, b) => html.indexOf(a) - html.indexOf(b))

describe('Connect', () => {
  it("lists WalletConnect, the recent wallets, the page's other wallets, then All wallets; icons only as <img src>", async () => {
    const frame = testFrame({ wallets })
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-2'))
    const html = render(frame.store, ConnectView)
    const needles = ['>WalletConnect<', 'data-testid="wallet-uuid-2"', 'data-testid="wallet-uuid-1"', 'data-testid="wallet-uuid-3"', '>All wallets<']
    expect(order(html, needles)).toEqual(needles)
    expect(html).toContain(`<img class="wallet-icon" src="${walletInfo(1).icon}" alt=""`)
    expect(html.match(/>Recent</g)).toHaveLength(1)
  })
})

describe('ConnectingExternal', () => {
  it('asks the visitor to continue in the wallet, then offers Try again after a rejection', async () => {
    const wallet = fakeWallet()
    const frame = testFrame({ wallets: [wallet] })
    frame.listWallets()
    frame.store.dispatch(pushView('ConnectingExternal'))
    const release = wallet.hold('eth_requestAccounts')
    const attempt = frame.store.dispatch(connectWallet('uuid-1'))
    expect(render(frame.store, ConnectingExternalView)).toContain('Continue in Wallet 1')
    wallet.fail('eth_requestAccounts', new PortholeError(4001, 'User rejected the request.'))
    release()
    await attempt
    const html = render(frame.store, ConnectingExternalView)
    expect(html).toContain('Connection rejected')
    expect(html).toContain('>Try again<')
  })
})

describe('Account', () => {
  it('shows the truncated address (full in title), a placeholder for the balance being read, the network and the tabs', async () => {
    const frame = await connectedFrame()
    const html = render(frame.store, AccountView)
    expect(html).toContain('data-testid="account-address" title="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266">0xf39F…b92266<')
    // Not read yet: a placeholder, never a 0 the visitor could take for the balance.
    expect(html).toContain('data-testid="account-balance-loading"')
    expect(html).not.toContain('data-testid="account-balance"')
    expect(html).toMatch(/data-testid="account-network"[^>]*>Anvil</)
    for (const tab of ['Tokens', 'NFTs', 'Activity']) expect(html).toMatch(new RegExp(`role="tab"[^>]*>${tab}<`))
    expect(html).toContain('>Disconnect<')
  })

  it("shows the fetched balance floored to 3 decimals, and 'Unknown Network' for a chain the frame does not offer", async () => {
    const frame = await connectedFrame()
    await frame.store.dispatch(fetchBalance())
    expect(render(frame.store, AccountView)).toContain('data-testid="account-balance">10000.000 ETH<')
    frame.store.dispatch(setActiveNetwork('eip155:8453'))
    expect(render(frame.store, AccountView)).toMatch(/data-testid="account-network"[^>]*>Unknown Network</)
  })

  it("says the network can't be reached, with Try again, instead of a 0 balance when its RPC gives no answer", async () => {
    const frame = await connectedFrame(() => {
      throw new RpcUnreachableError('HTTP request failed.')
    })
    await frame.store.dispatch(fetchBalance())
    const html = render(frame.store, AccountView)
    expect(html).toContain('Anvil can&#x27;t be reached right now')
    expect(html).toMatch(/<button[^>]*>Try again</)
    expect(html).not.toContain('data-testid="account-balance"')
    expect(frame.store.getState().toast.open).toBe(false)
  })
})

describe('SwitchNetwork', () => {
  it('marks the current network; offers Solana; Bitcoin is listed but not available yet', async () => {
    const frame = await connectedFrame()
    const html = render(frame.store, SwitchNetworkView)
    // Local chains have no icon (a blank of the same size); public ones show theirs.
    const blank = '<span class="network-icon" aria-hidden="true"></span>'
    expect(html).toContain(`data-testid="network-eip155:31337" aria-current="true">${blank}<span class="network-name">Anvil</span><span class="tag">Current<`)
    expect(html).toMatch(/data-testid="network-eip155:31338"(?![^>]*disabled)[^>]*><span class="network-icon"[^>]*><\/span><span class="network-name">Anvil 2</)
    expect(html).toMatch(
      /data-testid="network-solana:[^"]+"(?![^>]*disabled)[^>]*><img class="network-icon" src="\/networks\/solana-[^"]+\.svg" alt=""[^>]*\/><span class="network-name">Solana<\/span><\/button>/,
    )
    expect(html).toMatch(
      /data-testid="network-bip122:[^"]+" disabled=""[^>]*><img class="network-icon"[^>]*\/><span class="network-name">Bitcoin<\/span><span class="tag">Not available yet/,
    )
  })
})

describe('Connect: project features', () => {
  const withFeatures = (features: { id: string; isEnabled: boolean }[], basic = false) => {
    const frame = testFrame({ wallets })
    frame.listWallets()
    frame.store.dispatch(featuresFetched({ features: features.map((f) => ({ ...f, config: null })) as never, basic }))
    return frame
  }

  it('legalCheckbox: the terms and privacy links, and every connect button disabled until ticked', () => {
    const frame = withFeatures([{ id: 'legalCheckbox', isEnabled: true }])
    const config = {
      projectId: 'demo',
      theme: 'light',
      allowedOrigins: [],
      features: [],
      legal: { termsUrl: 'https://example.com/terms', privacyUrl: 'https://example.com/privacy' },
    } as FrameConfig
    const html = render(frame.store, ConnectView, config)
    expect(html).toContain('href="https://example.com/terms"')
    expect(html).toContain('href="https://example.com/privacy"')
    expect(html).toContain('<fieldset class="connect-methods" disabled=""')
    frame.store.dispatch(legalAccepted(true))
    expect(render(frame.store, ConnectView, config)).not.toContain('disabled=""')
  })

  it('allWallets off: no All wallets entry', () => {
    expect(render(withFeatures([]).store, ConnectView)).toContain('>All wallets<')
    expect(render(withFeatures([{ id: 'allWallets', isEnabled: false }]).store, ConnectView)).not.toContain('>All wallets<')
  })

  it('collapseWallets on, or emailShowWallets off beside email: the wallets behind "Continue with a wallet"', () => {
    for (const frame of [withFeatures([{ id: 'collapseWallets', isEnabled: true }]), withFeatures([{ id: 'emailShowWallets', isEnabled: false }])]) {
      const html = render(frame.store, ConnectView)
      expect(html).toContain('Continue with a wallet')
      expect(html).not.toContain('data-testid="wallet-uuid-1"')
    }
    // Without email there is nothing to show the wallets under.
    expect(
      render(
        withFeatures([
          { id: 'emailShowWallets', isEnabled: false },
          { id: 'email', isEnabled: false },
        ]).store,
        ConnectView,
      ),
    ).toContain('data-testid="wallet-uuid-1"')
  })

  it('basic mode: only wallets, no email or socials', () => {
    const html = render(withFeatures([], true).store, ConnectView)
    expect(html).not.toContain('type="email"')
    expect(html).toContain('>WalletConnect<')
  })
})
