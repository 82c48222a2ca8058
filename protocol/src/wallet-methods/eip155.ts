import { connectEntry, readEntry, type MethodTable, type WalletMethod } from './table.js'

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

/** The eip155 methods beyond the reads, typed by name so code keyed by them misses none (MethodsWhere). */
const EIP155_WALLET_ENTRIES = {
  eth_chainId: { kind: 'read', answeredBy: 'chain-id' },
  eth_accounts: connectEntry('silent'),
  eth_requestAccounts: connectEntry('ask'),
  eth_coinbase: connectEntry('first'),
  personal_sign: { kind: 'sign', account: { index: 1 }, approval: 'message' },
  eth_sign: { kind: 'sign', account: { index: 0 }, approval: 'message' },
  eth_signTypedData: { kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_signTypedData_v3: { kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_signTypedData_v4: { kind: 'sign', account: { index: 0 }, approval: 'typed-data' },
  eth_sendTransaction: { kind: 'send', account: { index: 0, field: 'from' }, approval: 'transaction' },
  eth_signTransaction: { kind: 'sign', account: { index: 0, field: 'from' }, approval: 'transaction' },
  wallet_switchEthereumChain: { kind: 'switch', approval: 'chain', answeredBy: 'switch-chain' },
  wallet_addEthereumChain: { kind: 'switch', approval: 'chain' },
  wallet_requestPermissions: { kind: 'grant', approval: 'permissions' },
  wallet_getPermissions: { kind: 'wallet-management' },
  wallet_revokePermissions: { kind: 'grant', approval: 'permissions', answeredBy: 'sessions' },
  wallet_grantPermissions: { kind: 'grant', approval: 'permissions', answeredBy: 'sessions', feature: 'smartSessions' },
  wallet_sendCalls: { kind: 'send', account: { index: 0, field: 'from' }, approval: 'calls', answeredBy: 'call-batch' },
  wallet_getCallsStatus: { kind: 'wallet-management', answeredBy: 'call-batch' },
  wallet_showCallsStatus: { kind: 'wallet-management', answeredBy: 'call-batch' },
  wallet_getCapabilities: { kind: 'wallet-management', answeredBy: 'call-batch' },
  wallet_getAssets: { kind: 'wallet-management', answeredBy: 'assets' },
  wallet_watchAsset: { kind: 'wallet-management', approval: 'asset' },
} as const satisfies Record<string, WalletMethod>
export type Eip155Entries = typeof EIP155_WALLET_ENTRIES

/** The eip155 methods a dapp may call: the only table the frame's first paint carries. */
export const EIP155_METHODS: MethodTable = new Map(
  Object.entries({
    ...Object.fromEntries(EIP155_READS.map((method) => [method, readEntry()])),
    ...EIP155_WALLET_ENTRIES,
  }),
)
