import type { FamilyNamespace } from '../families.js'
import { connectEntry, type MethodTable } from './table.js'

/** The partly supported families' methods; they load with the family's first request. */
export const FAMILY_METHODS: { readonly [N in FamilyNamespace]: MethodTable } = {
  bip122: new Map(
    Object.entries({
      getAccountAddresses: connectEntry('ask'),
      sendTransfer: { kind: 'send', approval: 'transaction' },
      signMessage: { kind: 'sign', approval: 'message' },
      signPsbt: { kind: 'sign', approval: 'psbt' },
    }),
  ),
  polkadot: new Map(
    Object.entries({
      // Partial: WalletConnect's two for polkadot, and a connect for a page dapp.
      polkadot_requestAccounts: connectEntry('ask'),
      polkadot_signTransaction: { kind: 'sign', approval: 'transaction' },
      polkadot_signMessage: { kind: 'sign', approval: 'message' },
    }),
  ),
  cosmos: new Map(
    Object.entries({
      // Partial: WalletConnect's, a connect for a page dapp, and Keplr's ADR-036 message signing.
      cosmos_getAccounts: connectEntry('silent'),
      cosmos_requestAccounts: connectEntry('ask'),
      cosmos_signDirect: { kind: 'sign', approval: 'transaction' },
      cosmos_signAmino: { kind: 'sign', approval: 'transaction' },
      cosmos_signArbitrary: { kind: 'sign', approval: 'message' },
    }),
  ),
}
