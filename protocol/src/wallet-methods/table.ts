import type { Namespace } from '../chain-family.js'
import { UnsupportedProviderMethodError } from '../errors/rpc.js'

/**
 * What a method does for the user: read chain state, ask for accounts (connect),
 * sign, send, grant permissions, switch chain, or manage the wallet (assets, call status).
 */
export type MethodKind = 'read' | 'connect' | 'sign' | 'send' | 'grant' | 'switch' | 'wallet-management'

/** Where the router sends it: the chain's RPC, the connection state, or the active connector. */
export type MethodRoute = 'read' | 'accounts' | 'wallet'

/** What the approval shows for it; absent when the method needs no approval. */
export type ApprovalShows = 'message' | 'typed-data' | 'transaction' | 'transactions' | 'calls' | 'chain' | 'permissions' | 'asset' | 'psbt'

/** The param that names the signing account: its position, and the field when that param is an object. */
export type AccountParam = { readonly index: number; readonly field?: string }

/**
 * Who in the frame answers it rather than the connector's plain request: the frame's state
 * (chain id), the frame's chain switch, EIP-5792's batch code, the smart-session code, the assets list.
 */
export type AnsweredBy = 'chain-id' | 'switch-chain' | 'call-batch' | 'sessions' | 'assets'

/** For a connect method: ask for accounts (Connect opens when none), answer what there is, or the first only. */
export type AccountsAnswer = 'ask' | 'silent' | 'first'

export type WalletMethod = {
  readonly family: Namespace
  readonly kind: MethodKind
  readonly account?: AccountParam
  readonly approval?: ApprovalShows
  readonly answeredBy?: AnsweredBy
  readonly accounts?: AccountsAnswer
  /** The feature that must be on for a dapp to call it. */
  readonly feature?: 'smartSessions'
}

const read = (family: Namespace): WalletMethod => ({ family, kind: 'read' })
const connect = (family: Namespace, accounts: AccountsAnswer): WalletMethod => ({ family, kind: 'connect', accounts })
const manage = (family: Namespace, answeredBy?: AnsweredBy): WalletMethod => ({ family, kind: 'wallet-management', ...(answeredBy ? { answeredBy } : {}) })

const EIP155_READS = [
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
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
] as const

/**
 * Every wallet method a dapp may call, one entry each. Plain data with no schemas, so the
 * loader and the frame's first paint can read it without pulling zod in.
 */
export const WALLET_METHODS: Readonly<Record<string, WalletMethod>> = {
  ...Object.fromEntries(EIP155_READS.map((method) => [method, read('eip155')])),
  eth_chainId: { family: 'eip155', kind: 'read', answeredBy: 'chain-id' },
  eth_accounts: connect('eip155', 'silent'),
  eth_requestAccounts: connect('eip155', 'ask'),
  eth_coinbase: connect('eip155', 'first'),
  personal_sign: { family: 'eip155', kind: 'sign', account: { index: 1 }, approval: 'message' },
  eth_sign: { family: 'eip155', kind: 'sign', account: { index: 0 }, approval: 'message' },
  eth_signTypedData: { family: 'eip155', kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_signTypedData_v3: { family: 'eip155', kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_signTypedData_v4: { family: 'eip155', kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_sendTransaction: { family: 'eip155', kind: 'send', account: { index: 0, field: 'from' }, approval: 'transaction' },
  eth_signTransaction: { family: 'eip155', kind: 'sign', account: { index: 0, field: 'from' }, approval: 'transaction' },
  wallet_switchEthereumChain: { family: 'eip155', kind: 'switch', approval: 'chain', answeredBy: 'switch-chain' },
  wallet_addEthereumChain: { family: 'eip155', kind: 'switch', approval: 'chain' },
  wallet_requestPermissions: { family: 'eip155', kind: 'grant', approval: 'permissions' },
  wallet_getPermissions: manage('eip155'),
  wallet_revokePermissions: { family: 'eip155', kind: 'grant', answeredBy: 'sessions' },
  wallet_grantPermissions: { family: 'eip155', kind: 'grant', approval: 'permissions', answeredBy: 'sessions', feature: 'smartSessions' },
  wallet_sendCalls: { family: 'eip155', kind: 'send', account: { index: 0, field: 'from' }, approval: 'calls', answeredBy: 'call-batch' },
  wallet_getCallsStatus: manage('eip155', 'call-batch'),
  wallet_showCallsStatus: manage('eip155', 'call-batch'),
  wallet_getCapabilities: manage('eip155', 'call-batch'),
  wallet_getAssets: manage('eip155', 'assets'),
  wallet_watchAsset: { family: 'eip155', kind: 'wallet-management', approval: 'asset' },
  solana_requestAccounts: connect('solana', 'ask'),
  solana_getAccounts: connect('solana', 'silent'),
  solana_signMessage: { family: 'solana', kind: 'sign', approval: 'message' },
  solana_signTransaction: { family: 'solana', kind: 'sign', approval: 'transaction' },
  solana_signAllTransactions: { family: 'solana', kind: 'sign', approval: 'transactions' },
  solana_signAndSendTransaction: { family: 'solana', kind: 'send', approval: 'transaction' },
  getAccountAddresses: connect('bip122', 'ask'),
  sendTransfer: { family: 'bip122', kind: 'send', approval: 'transaction' },
  signMessage: { family: 'bip122', kind: 'sign', approval: 'message' },
  signPsbt: { family: 'bip122', kind: 'sign', approval: 'psbt' },
  // Partial: WalletConnect's two for polkadot, and a connect for a page dapp.
  polkadot_requestAccounts: connect('polkadot', 'ask'),
  polkadot_signTransaction: { family: 'polkadot', kind: 'sign', approval: 'transaction' },
  polkadot_signMessage: { family: 'polkadot', kind: 'sign', approval: 'message' },
  // Partial: WalletConnect's, a connect for a page dapp, and Keplr's ADR-036 message signing.
  cosmos_getAccounts: connect('cosmos', 'silent'),
  cosmos_requestAccounts: connect('cosmos', 'ask'),
  cosmos_signDirect: { family: 'cosmos', kind: 'sign', approval: 'transaction' },
  cosmos_signAmino: { family: 'cosmos', kind: 'sign', approval: 'transaction' },
  cosmos_signArbitrary: { family: 'cosmos', kind: 'sign', approval: 'message' },
}

// A Map, not an object lookup, so names like 'constructor' or '__proto__' are simply unknown.
const byName = new Map(Object.entries(WALLET_METHODS))

/** The method's entry when `family` may call it (exact, case-sensitive). */
export function walletMethod(family: Namespace, method: string): WalletMethod | undefined {
  const entry = byName.get(method)
  return entry?.family === family ? entry : undefined
}

/** Where the router sends a method of this kind. */
export function routeOf(kind: MethodKind): MethodRoute {
  if (kind === 'read') return 'read'
  if (kind === 'connect') return 'accounts'
  return 'wallet'
}

/** The methods of `family` that the router sends to `route`, in table order. */
export function methodsRoutedTo(family: Namespace, route: MethodRoute): string[] {
  return [...byName].filter(([, entry]) => entry.family === family && routeOf(entry.kind) === route).map(([name]) => name)
}

/** Exact, case-sensitive: the method's route, or 'denied' when `family` may not call it. */
export function classify(family: Namespace, method: string): MethodRoute | 'denied' {
  const entry = walletMethod(family, method)
  return entry ? routeOf(entry.kind) : 'denied'
}

/** The method's entry, or error 4200 with the spec's message when `family` may not call it. */
export function allowedMethod(family: Namespace, method: string): WalletMethod {
  const entry = walletMethod(family, method)
  if (!entry) throw new UnsupportedProviderMethodError()
  return entry
}
