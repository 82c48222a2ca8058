import { PortholeError } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { fakeWallet } from '../testing/fake-wallet.js'
import { testFrame } from '../testing/test-frame.js'

async function connected(wallet = fakeWallet()) {
  const frame = testFrame({ wallets: [wallet] })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  wallet.calls.length = 0
  return frame
}

const switchTo = (frame: ReturnType<typeof testFrame>, chainId: string) => frame.request('wallet_switchEthereumChain', [{ chainId }])

describe('wallet_switchEthereumChain', () => {
  it('switches through the connected wallet; the page hears chainChanged', async () => {
    const wallet = fakeWallet({ knownChains: [31337, 31338] })
    const frame = await connected(wallet)
    await expect(switchTo(frame, '0x7a6a')).resolves.toBeNull()
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain'])
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
    await expect(frame.request('eth_chainId')).resolves.toBe('0x7a6a')
    expect(frame.events().at(-1)).toEqual(['chainChanged', '0x7a6a'])
  })

  it('on 4902 adds the chain with its parameters, then switches again', async () => {
    const wallet = fakeWallet({ knownChains: [31337] })
    const frame = await connected(wallet)
    await switchTo(frame, '0x7a6a')
    expect(wallet.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.calls[1]!.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Anvil 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:48546'],
        blockExplorerUrls: [],
      },
    ])
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31338')
  })

  it("reports 'Chain is not supported' when adding fails, and stays where it was", async () => {
    const wallet = fakeWallet({ knownChains: [31337] })
    wallet.fail('wallet_addEthereumChain', new PortholeError(-32603, 'Internal error'))
    const frame = await connected(wallet)
    await expect(switchTo(frame, '0x7a6a')).rejects.toMatchObject({ code: 4902, message: 'Chain is not supported' })
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31337')
  })

  it("a chain the frame does not offer is 'Chain is not supported', and no wallet is asked", async () => {
    const wallet = fakeWallet()
    const frame = await connected(wallet)
    await expect(switchTo(frame, '0x2105')).rejects.toMatchObject({ code: 4902, message: 'Chain is not supported' })
    expect(wallet.calls).toEqual([])
  })

  it('keeps a rejection by the visitor as 4001', async () => {
    const wallet = fakeWallet({ knownChains: [31337, 31338] })
    wallet.fail('wallet_switchEthereumChain', new PortholeError(4001, 'User rejected the request.'))
    const frame = await connected(wallet)
    await expect(switchTo(frame, '0x7a6a')).rejects.toMatchObject({ code: 4001 })
    expect(frame.store.getState().network.active.eip155).toBe('eip155:31337')
  })

  it('with nothing connected, switches for the frame alone', async () => {
    const frame = testFrame()
    await switchTo(frame, '0x7a69')
    await expect(frame.request('eth_chainId')).resolves.toBe('0x7a69')
    expect(frame.events()).toEqual([['chainChanged', '0x7a69']])
  })

  it.each([[[]], [[{}]], [[{ chainId: 31338 }]], [[{ chainId: 'Ox1' }]], [{ chainId: '0x1' }]])('refuses params %j with -32602', async (params) => {
    const frame = testFrame()
    await expect(frame.request('wallet_switchEthereumChain', params)).rejects.toMatchObject({ code: -32602 })
  })
})
