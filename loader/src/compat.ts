import type { Provider } from './provider.js'

/** `data-compat`: the identities Porthole can wear on `window.ethereum` for dapps that check for one wallet by name. */
export type Compat = 'metamask'

/**
 * `window.ethereum` for a dapp that enables its buttons only when
 * `isMetaMask` is true: Porthole's own provider underneath (every call and
 * event is its), with the flag on top. It claims to be MetaMask, so it is
 * opt-in, and only `window.ethereum` wears it: the EIP-6963 announcement keeps
 * saying Porthole, so wallet lists stay honest.
 */
export const metaMaskCompatible = (provider: Provider): Provider & { readonly isMetaMask: true } =>
  Object.freeze(Object.create(provider, { isMetaMask: { value: true, enumerable: true } }) as Provider & { isMetaMask: true })

/** Porthole's provider, or one built on it (the compat one): never relayed to the frame as a page wallet. */
export const isOwnProvider = (own: object, candidate: unknown): boolean =>
  candidate === own || (typeof candidate === 'object' && candidate !== null && Object.getPrototypeOf(candidate) === own)
