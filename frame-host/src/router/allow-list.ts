import { UnsupportedProviderMethodError, type Namespace } from '@porthole/protocol'

/**
 * Wallet methods a dapp may call, per namespace, by where the
 * router sends them: 'read' to the chain's RPC transport, 'accounts' to the
 * connection state (and the modal when none), 'wallet' to the active connector.
 */
export type MethodClass = 'read' | 'accounts' | 'wallet'
export type Classification = MethodClass | 'denied'
export type AllowList = { readonly [C in MethodClass]: readonly string[] }

export const EIP155: AllowList = {
  read: [
    'eth_blobBaseFee',
    'eth_blockNumber',
    'eth_call',
    'eth_chainId',
    'eth_createAccessList',
    'eth_estimateGas',
    'eth_feeHistory',
    'eth_gasPrice',
    'eth_getBalance',
    'eth_getBlockByHash',
    'eth_getBlockByNumber',
    'eth_getBlockReceipts',
    'eth_getBlockTransactionCountByHash',
    'eth_getBlockTransactionCountByNumber',
    'eth_getCode',
    'eth_getFilterChanges',
    'eth_getFilterLogs',
    'eth_getLogs',
    'eth_getProof',
    'eth_getStorageAt',
    'eth_getTransactionByBlockHashAndIndex',
    'eth_getTransactionByBlockNumberAndIndex',
    'eth_getTransactionByHash',
    'eth_getTransactionCount',
    'eth_getTransactionReceipt',
    'eth_getUncleByBlockHashAndIndex',
    'eth_getUncleByBlockNumberAndIndex',
    'eth_getUncleCountByBlockHash',
    'eth_getUncleCountByBlockNumber',
    'eth_maxPriorityFeePerGas',
    'eth_newBlockFilter',
    'eth_newFilter',
    'eth_newPendingTransactionFilter',
    'eth_protocolVersion',
    'eth_sendRawTransaction',
    'eth_syncing',
    'eth_uninstallFilter',
    'net_listening',
    'net_version',
    'web3_clientVersion',
    'web3_sha3',
  ],
  accounts: ['eth_accounts', 'eth_requestAccounts', 'eth_coinbase'],
  wallet: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_signTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_requestPermissions',
    'wallet_getPermissions',
    'wallet_revokePermissions',
    'wallet_grantPermissions',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_getCapabilities',
    'wallet_getAssets',
    'wallet_watchAsset',
  ],
}

export const SOLANA: AllowList = {
  read: [],
  accounts: ['solana_requestAccounts', 'solana_getAccounts'],
  wallet: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
}

export const BIP122: AllowList = {
  read: [],
  accounts: ['getAccountAddresses'],
  wallet: ['sendTransfer', 'signMessage', 'signPsbt'],
}

/**
 * Partial: names no methods for polkadot; these are WalletConnect's two, and a
 * connect for a page dapp (the page's extensions are asked for accounts on `enable`).
 */
export const POLKADOT: AllowList = {
  read: [],
  accounts: ['polkadot_requestAccounts'],
  wallet: ['polkadot_signTransaction', 'polkadot_signMessage'],
}

/**
 * Partial: names no methods for cosmos; these are WalletConnect's, a connect for a page
 * dapp, and Keplr's signArbitrary (ADR-036), the family's way of signing a message.
 */
export const COSMOS: AllowList = {
  read: [],
  accounts: ['cosmos_getAccounts', 'cosmos_requestAccounts'],
  wallet: ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_signArbitrary'],
}

export const ALLOW_LISTS: { readonly [N in Namespace]: AllowList } = {
  eip155: EIP155,
  solana: SOLANA,
  bip122: BIP122,
  polkadot: POLKADOT,
  cosmos: COSMOS,
}

// Maps, not object lookups, so names like 'constructor' or '__proto__' are simply unknown.
const classes = new Map<string, ReadonlyMap<string, MethodClass>>(
  Object.entries(ALLOW_LISTS).map(([namespace, list]) => [
    namespace,
    new Map((Object.entries(list) as [MethodClass, readonly string[]][]).flatMap(([kind, methods]) => methods.map((method) => [method, kind] as const))),
  ]),
)

/** Exact, case-sensitive match; an unknown namespace or method is 'denied'. */
export function classify(namespace: Namespace, method: string): Classification {
  return classes.get(namespace)?.get(method) ?? 'denied'
}

/** The method's class, or error 4200 with the spec's message when it is not on the list. */
export function assertAllowed(namespace: Namespace, method: string): MethodClass {
  const kind = classify(namespace, method)
  if (kind === 'denied') throw new UnsupportedProviderMethodError()
  return kind
}
