import { setHostWallets } from '@porthole/frame-host'
import { frameStore } from '@porthole/frame-host/testing'
import { walletInfo } from '@porthole/frame-host/testing'
import { describe, expect, it } from 'vitest'
import { render } from '../testing/render.js'
import { AllWalletsView } from './AllWalletsView.js'

const wallet = (id: string, name: string, rdns: string | null) => ({
  id,
  name,
  rdns,
  chains: ['eip155:1'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  image_id: `${id}-img`,
})

function storeWith(data: ReturnType<typeof wallet>[], count = data.length) {
  const store = frameStore({ theme: 'light' })
  store.dispatch({ type: 'allWallets/pageLoaded', payload: { page: 1, data, count } })
  return store
}

describe('AllWallets', () => {
  it('shows a search box, tiles with the directory image, Installed for injected ones, and Load more while more remain', () => {
    const store = storeWith([wallet('metamask', 'MetaMask', 'io.metamask'), wallet('zerion', 'Zerion', null)], 59)
    store.dispatch(setHostWallets([walletInfo(1, { rdns: 'io.metamask' })]))
    const html = render(store, AllWalletsView)
    expect(html).toContain('Search wallets')
    expect(html).toContain('data-testid="directory-wallet-metamask"')
    expect(html).toContain('src="/getWalletImage/zerion-img" alt=""')
    expect(html.match(/>Installed</g)).toHaveLength(1)
    expect(html).toContain('>Load more<')
  })

  it('says when there are no wallets, and offers Try again after an error', () => {
    expect(render(storeWith([]), AllWalletsView)).toContain('No wallets found')
    const store = frameStore({ theme: 'light' })
    store.dispatch({ type: 'allWallets/pageFailed', payload: 'Failed to fetch wallets' })
    const html = render(store, AllWalletsView)
    expect(html).toContain('Failed to fetch wallets')
    expect(html).toContain('>Try again<')
  })
})
