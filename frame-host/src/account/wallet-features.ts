import { featureEnabled, hasFamilyFeature, type FrameConfig, type Namespace, type RemoteFeature } from '@porthole/protocol'

/** The wallet features of Account, in the spec's order. */
export const WalletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof WalletFeatures)[number]

export declare namespace walletFeatures {
  type Where = {
    features: readonly RemoteFeature[]
    config: Pick<FrameConfig, 'swapNetworks' | 'onrampProvider'>
    namespace: Namespace
    networkId: string | undefined
  }
}

/**
 * The wallet features Account offers on the active network: on-ramp where the
 * remote feature `onramp` is on and the worker's provider serves the family
 * (EVM and Solana); swaps where `swaps` is on and the worker has a
 * swap backend for the network (EVM only); receive and send where
 * their features are on. A feature the project never listed keeps its
 * default (all four are on by default).
 */
export function walletFeatures({ features, config, namespace, networkId }: walletFeatures.Where): WalletFeature[] {
  const on = (id: RemoteFeature['id']) => featureEnabled(features, id)
  return WalletFeatures.filter((feature) => {
    if (feature === 'onramp') return on('onramp') && (config.onrampProvider?.supportedChains.includes(namespace) ?? false)
    if (feature === 'swaps')
      return on('swaps') && hasFamilyFeature(namespace, 'swaps') && networkId !== undefined && (config.swapNetworks ?? []).includes(networkId)
    return on(feature)
  })
}
