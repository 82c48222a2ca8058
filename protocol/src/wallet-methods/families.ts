import type { FamilyNamespace } from '../families.js'
import { connectEntry } from './entries.js'
import type { MethodTable } from './table.js'

/** The partly supported families' methods; they load with the family's first request. */
export const FAMILY_METHODS: { readonly [N in FamilyNamespace]: MethodTable } = {
  bip122: new Map(
    Object.entries({
      getAccountAddresses: connectEntry('bip122', 'ask'),
      sendTransfer: { family: 'bip122', kind: 'send', approval: 'transaction' },
      signMessage: { family: 'bip122', kind: 'sign', approval: 'message' },
      signPsbt: { family: 'bip122', kind: 'sign', approval: 'psbt' },
    }),
  ),
  polkadot: new Map(
    Object.entries({
      // Partial: WalletConnect's two for polkadot, and a connect for a page dapp.
      polkadot_requestAccounts: connectEntry('polkadot', 'ask'),
      polkadot_signTransaction: { family: 'polkadot', kind: 'sign', approval: 'transaction' },
      polkadot_signMessage: { family: 'polkadot', kind: 'sign', approval: 'message' },
    }),
  ),
  cosmos: new Map(
    Object.entries({
      // Partial: WalletConnect's, a connect for a page dapp, and Keplr's ADR-036 message signing.
      cosmos_getAccounts: connectEntry('cosmos', 'silent'),
      cosmos_requestAccounts: connectEntry('cosmos', 'ask'),
      cosmos_signDirect: { family: 'cosmos', kind: 'sign', approval: 'transaction' },
      cosmos_signAmino: { family: 'cosmos', kind: 'sign', approval: 'transaction' },
      cosmos_signArbitrary: { family: 'cosmos', kind: 'sign', approval: 'message' },
    }),
  ),
}
