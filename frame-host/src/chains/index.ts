/** What the other feature folders use of chains/. */
export { addChainParams } from './add-chain-params.js'
export { eip155ChainId, eip155NetworkId, namespaceOf } from './caip.js'
export { networkName } from './network-name.js'
export type { Network } from './networks.js'
