import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import { createEmitter, type Listener } from './emitter.js'
import { ICON } from './eip6963.js'
import type { SolanaFeatures } from './solana/features.js'

/** The standard takes base64 data URIs only: the EIP-6963 icon's SVG, re-encoded. */
const STANDARD_ICON = `data:image/svg+xml;base64,${btoa(decodeURIComponent(ICON.slice(ICON.indexOf(',') + 1)))}` as const

/** The Wallet Standard's names for the clusters (protocol's WalletStandardChains, without pulling its schemas in here). */
const CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'] as const
const TRANSACTION_VERSIONS = ['legacy', 0] as const

export type SolanaChange = { accounts: readonly WalletAccount[] }

/**
 * Porthole as a Wallet Standard wallet. Each feature is a stub: `load` brings
 * the page channel (where the features are built) and the frame. The accounts
 * are the ones the channel last announced.
 */
export function createSolanaWallet(load: () => Promise<SolanaFeatures>) {
  const events = createEmitter()
  let accounts: readonly WalletAccount[] = []
  const run = <M extends keyof SolanaFeatures>(method: M) =>
    ((...args: unknown[]) => load().then((features) => (features[method] as (...a: unknown[]) => Promise<unknown>)(...args))) as SolanaFeatures[M]

  const wallet: Wallet = Object.freeze({
    version: '1.0.0' as const,
    name: 'Porthole',
    icon: STANDARD_ICON,
    chains: CHAINS,
    get accounts() {
      return accounts
    },
    features: Object.freeze({
      'standard:connect': { version: '1.0.0', connect: run('connect') },
      // Nothing to forget before the first connect: no need to load the channel for it.
      'standard:disconnect': { version: '1.0.0', disconnect: () => (accounts.length ? run('disconnect')() : Promise.resolve()) },
      'standard:events': {
        version: '1.0.0',
        on: (event: keyof StandardEventsListeners, listener: (properties: StandardEventsChangeProperties) => void) => {
          // The same listener added twice must be removable twice: wrap each registration.
          const fn: Listener = (change) => listener(change as StandardEventsChangeProperties)
          events.on(event, fn)
          return () => events.off(event, fn)
        },
      },
      'solana:signMessage': { version: '1.1.0', signMessage: run('signMessage') },
      'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: TRANSACTION_VERSIONS, signTransaction: run('signTransaction') },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: run('signAndSendTransaction'),
      },
      'solana:signIn': { version: '1.0.0', signIn: run('signIn') },
    }),
  })

  function emit(change: SolanaChange) {
    accounts = change.accounts
    events.emit('change', change)
  }
  return { wallet, emit }
}
