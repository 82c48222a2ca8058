import { arbitrum, sepolia } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import type { RpcTransport } from '../rpc/create-rpc-transport.js'
import { networkName } from './network-name.js'
import { createNetworks } from './networks.js'
import { createTransports } from './transports.js'

describe('networks', () => {
  it("names a Polkadot or Cosmos Hub account's network, in DOT (10 decimals) and ATOM (6)", () => {
    const networks = createNetworks()
    expect(networkName(networks, 'polkadot:91b171bb158e2d3848fa23a9f1c25182')).toBe('Polkadot')
    expect(networkName(networks, 'cosmos:cosmoshub-4')).toBe('Cosmos Hub')
    expect(
      networks.filter((n) => n.namespace === 'polkadot' || n.namespace === 'cosmos').map((n) => [n.nativeCurrency.symbol, n.nativeCurrency.decimals]),
    ).toEqual([
      ['DOT', 10],
      ['ATOM', 6],
    ])
  })

  it('offers Ethereum, Sepolia and Arbitrum One, then Solana, Solana Devnet, Solana Testnet, Bitcoin, Polkadot and Cosmos Hub', () => {
    expect(createNetworks().map((n) => [n.caipNetworkId, n.name])).toEqual([
      ['eip155:1', 'Ethereum'],
      ['eip155:11155111', 'Sepolia'],
      ['eip155:42161', 'Arbitrum One'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana'],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet'],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet'],
      ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin'],
      ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'],
      ['cosmos:cosmoshub-4', 'Cosmos Hub'],
    ])
  })

  it('adds the local chains the config names, and takes RPC URLs from it', () => {
    const networks = createNetworks({
      rpcUrls: { 'eip155:31337': 'http://127.0.0.1:48545', 'eip155:31338': 'http://127.0.0.1:48546', 'eip155:1': 'https://rpc.example/eth' },
      rpcFallbacks: { 'eip155:1': ['https://rpc2.example/eth'] },
    })
    expect(networks.filter((n) => n.namespace === 'eip155').map((n) => [n.name, n.rpcUrls])).toEqual([
      ['Ethereum', ['https://rpc.example/eth', 'https://rpc2.example/eth']],
      ['Sepolia', sepolia.rpcUrls.default.http],
      ['Arbitrum One', arbitrum.rpcUrls.default.http],
      ['Anvil', ['http://127.0.0.1:48545']],
      ['Anvil 2', ['http://127.0.0.1:48546']],
    ])
  })

  it('lists the local Solana cluster after the public ones when the config names it', () => {
    const networks = createNetworks({ rpcUrls: { 'solana:localnet': 'http://127.0.0.1:48899' } })
    expect(
      networks
        .filter((n) => n.namespace === 'solana')
        .map((n) => [n.name, n.rpcUrls])
        .at(-1),
    ).toEqual(['Solana Local', ['http://127.0.0.1:48899']])
    expect(createNetworks().some((n) => n.caipNetworkId === 'solana:localnet')).toBe(false)
  })

  it("offers exactly the project's networks when it has a list, with the config's RPC URLs", () => {
    const base = {
      caipNetworkId: 'eip155:8453',
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://mainnet.base.org'],
      iconUrl: '/networks/eip155-8453.svg',
      testnet: false,
    }
    const arbitrumOne = { ...base, caipNetworkId: 'eip155:42161', name: 'Arbitrum One', rpcUrls: ['https://arb1.arbitrum.io/rpc'] }
    const networks = createNetworks({
      projectNetworks: [base, arbitrumOne],
      rpcUrls: { 'eip155:42161': 'http://127.0.0.1:48545', 'eip155:31337': 'http://127.0.0.1:48545' },
    })
    expect(networks.map((n) => [n.name, n.namespace, n.rpcUrls])).toEqual([
      ['Base', 'eip155', ['https://mainnet.base.org']],
      ['Arbitrum One', 'eip155', ['http://127.0.0.1:48545']],
    ])
    expect(networkName(networks, 'eip155:1')).toBe('Unknown Network')
  })

  it("names a chain it does not offer 'Unknown Network'", () => {
    const networks = createNetworks()
    expect(networkName(networks, 'eip155:42161')).toBe('Arbitrum One')
    expect(networkName(networks, 'eip155:31337')).toBe('Unknown Network')
    expect(networkName(networks, 'eip155:8453')).toBe('Unknown Network')
  })
})

describe('transports', () => {
  it('makes one per network and URL, and reuses it', () => {
    const create = vi.fn((_urls: readonly string[]): RpcTransport => ({ request: async () => null }))
    const transports = createTransports(create)
    const [mainnet, sepolia] = createNetworks()
    const first = transports.forNetwork(mainnet!)
    expect(transports.forNetwork(mainnet!)).toBe(first)
    expect(transports.forNetwork(sepolia!)).not.toBe(first)
    expect(transports.forNetwork({ ...mainnet!, rpcUrls: ['https://other.example'] })).not.toBe(first)
    expect(create.mock.calls.map(([urls]) => urls)).toEqual([mainnet!.rpcUrls, sepolia!.rpcUrls, ['https://other.example']])
  })
})
