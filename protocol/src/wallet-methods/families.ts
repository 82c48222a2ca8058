import type { FamilyNamespace } from '../families.js'
import { connectEntry, type MethodTable, type WalletMethod } from './table.js'

const BIP122_ENTRIES = {
  getAccountAddresses: connectEntry('ask'),
  sendTransfer: { kind: 'send', approval: 'transaction' },
  signMessage: { kind: 'sign', approval: 'message' },
  signPsbt: { kind: 'sign', approval: 'psbt' },
} as const satisfies Record<string, WalletMethod>

/** Partial: WalletConnect's two for polkadot, and a connect for a page dapp. */
const POLKADOT_ENTRIES = {
  polkadot_requestAccounts: connectEntry('ask'),
  polkadot_signTransaction: { kind: 'sign', approval: 'transaction' },
  polkadot_signMessage: { kind: 'sign', approval: 'message' },
} as const satisfies Record<string, WalletMethod>
export type PolkadotEntries = typeof POLKADOT_ENTRIES

/** Partial: WalletConnect's, a connect for a page dapp, and Keplr's ADR-036 message signing. */
const COSMOS_ENTRIES = {
  cosmos_getAccounts: connectEntry('silent'),
  cosmos_requestAccounts: connectEntry('ask'),
  cosmos_signDirect: { kind: 'sign', approval: 'transaction' },
  cosmos_signAmino: { kind: 'sign', approval: 'transaction' },
  cosmos_signArbitrary: { kind: 'sign', approval: 'message' },
} as const satisfies Record<string, WalletMethod>
export type CosmosEntries = typeof COSMOS_ENTRIES

/** The partly supported families' methods; they load with the family's first request. */
export const FAMILY_METHODS: { readonly [N in FamilyNamespace]: MethodTable } = {
  bip122: new Map(Object.entries(BIP122_ENTRIES)),
  polkadot: new Map(Object.entries(POLKADOT_ENTRIES)),
  cosmos: new Map(Object.entries(COSMOS_ENTRIES)),
}
