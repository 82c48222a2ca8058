import { describe, expect, it } from 'vitest'
import { browseLinks, walletConnectDeepLink } from './deep-links.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=01'

describe('walletConnectDeepLink', () => {
  it('appends wc?uri= to universal and native links', () => {
    expect(walletConnectDeepLink('https://metamask.app.link', uri)).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('rainbow://', uri)).toBe(`rainbow://wc?uri=${encodeURIComponent(uri)}`)
    expect(walletConnectDeepLink('trust:', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
  })
})

describe('browseLinks', () => {
  it('links the browse pages of Phantom, Solflare and Coinbase unless injected', () => {
    const links = browseLinks('https://dapp.example', ['app.phantom'])
    expect(links.map((l) => l.name)).toEqual(['Solflare', 'Coinbase Wallet'])
    expect(links[1]!.href).toBe('https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fdapp.example')
  })
})
