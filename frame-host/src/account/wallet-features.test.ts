import type { RemoteFeature } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { walletFeatures } from './wallet-features.js'

const config = {
  swapNetworks: ['eip155:31337'],
  onrampProvider: { name: 'sandbox', label: 'Sandbox', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
}
const off = (id: RemoteFeature['id']): RemoteFeature => ({ id, isEnabled: false, config: null })

describe('walletFeatures', () => {
  it('lists the order: onramp, swaps, receive, send', () => {
    expect(walletFeatures({ features: [], config, namespace: 'eip155', networkId: 'eip155:31337' })).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('hides swaps on a network without a swap backend, and on Solana', () => {
    expect(walletFeatures({ features: [], config, namespace: 'eip155', networkId: 'eip155:1' })).toEqual(['onramp', 'receive', 'send'])
    expect(walletFeatures({ features: [], config, namespace: 'solana', networkId: 'solana:localnet' })).toEqual(['onramp', 'receive', 'send'])
  })

  it('follows the remote features swaps and onramp', () => {
    expect(walletFeatures({ features: [off('swaps'), off('onramp')], config, namespace: 'eip155', networkId: 'eip155:31337' })).toEqual(['receive', 'send'])
  })

  it('offers no on-ramp without a provider, or for a family it does not serve', () => {
    expect(walletFeatures({ features: [], config: { swapNetworks: [] }, namespace: 'eip155', networkId: 'eip155:31337' })).toEqual(['receive', 'send'])
    expect(walletFeatures({ features: [], config, namespace: 'bip122', networkId: 'bip122:000000000019d6689c085ae165831e93' })).toEqual(['receive', 'send'])
  })
})

describe('walletFeatures: default features', () => {
  it('hides receive and send when the project turns them off', () => {
    expect(walletFeatures({ features: [off('receive')], config, namespace: 'eip155', networkId: 'eip155:31337' })).toEqual(['onramp', 'swaps', 'send'])
    expect(walletFeatures({ features: [off('send'), off('receive')], config, namespace: 'solana', networkId: 'solana:localnet' })).toEqual(['onramp'])
  })
})
