import {
  allowedMethod,
  classify,
  methodsRoutedTo,
  Namespaces,
  PortholeError,
  routeOf,
  WALLET_METHODS,
  walletMethod,
  type MethodRoute,
  type Namespace,
} from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { parseWalletSendCallsParams } from '../batch/wallet-send-calls.js'

/** The error `fn` throws, which must be a PortholeError, as it crosses the channel. */
function thrown(fn: () => unknown) {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(PortholeError)
    return (error as PortholeError).toJSON()
  }
  return expect.unreachable('did not throw')
}

/** Written out here so that a method dropped from the list fails a test. */
const expected: [Namespace, MethodRoute, string[]][] = [
  [
    'eip155',
    'read',
    [
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_feeHistory',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getBlockByHash',
      'eth_getBlockByNumber',
      'eth_getBlockTransactionCountByHash',
      'eth_getBlockTransactionCountByNumber',
      'eth_getCode',
      'eth_getLogs',
      'eth_getProof',
      'eth_getStorageAt',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
      'eth_maxPriorityFeePerGas',
      'eth_syncing',
      'net_version',
      'web3_clientVersion',
      'eth_sendRawTransaction',
    ],
  ],
  ['eip155', 'accounts', ['eth_accounts', 'eth_requestAccounts', 'eth_coinbase']],
  [
    'eip155',
    'wallet',
    [
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
  ],
  ['solana', 'accounts', ['solana_requestAccounts', 'solana_getAccounts']],
  ['solana', 'wallet', ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction']],
  ['bip122', 'accounts', ['getAccountAddresses']],
  ['bip122', 'wallet', ['sendTransfer', 'signMessage', 'signPsbt']],
  ['polkadot', 'accounts', ['polkadot_requestAccounts']],
  ['polkadot', 'wallet', ['polkadot_signTransaction', 'polkadot_signMessage']],
  ['cosmos', 'accounts', ['cosmos_getAccounts', 'cosmos_requestAccounts']],
  ['cosmos', 'wallet', ['cosmos_signDirect', 'cosmos_signAmino', 'cosmos_signArbitrary']],
]

describe('the table of wallet methods', () => {
  it.each(expected)('%s %s methods are allowed as such', (namespace, kind, methods) => {
    for (const method of methods) {
      expect({ method, kind: classify(namespace, method) }).toEqual({ method, kind })
      expect(routeOf(allowedMethod(WALLET_METHODS[namespace], method).kind)).toBe(kind)
    }
  })

  it('gives every namespace a way to ask for accounts, and says how each answers', () => {
    for (const namespace of Namespaces) {
      const accounts = methodsRoutedTo(namespace, 'accounts')
      expect(accounts.length).toBeGreaterThan(0)
      for (const method of accounts) expect(walletMethod(namespace, method)?.accounts).toMatch(/^(ask|silent|first)$/)
    }
  })

  it('keeps namespaces apart: a method is allowed only in its own', () => {
    expect(classify('solana', 'personal_sign')).toBe('denied')
    expect(classify('eip155', 'solana_signMessage')).toBe('denied')
    expect(classify('eip155', 'signPsbt')).toBe('denied')
    expect(classify('bip122', 'eth_call')).toBe('denied')
    expect(classify('cosmos', 'polkadot_signMessage')).toBe('denied')
  })

  it.each([
    'eth_subscribe',
    'debug_traceTransaction',
    'anvil_setBalance',
    'evm_mine',
    'admin_peers',
    'personal_unlockAccount',
    'eth_getbalance',
    'ETH_CALL',
    ' eth_call',
    'eth_call ',
    '',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
  ])('denies %j with 4200 and the spec message', (method) => {
    expect(classify('eip155', method)).toBe('denied')
    expect(thrown(() => allowedMethod(WALLET_METHODS.eip155, method))).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
  })

  it('denies everything for a namespace it does not know', () => {
    expect(classify('tron' as Namespace, 'eth_call')).toBe('denied')
    expect(classify('__proto__' as Namespace, 'personal_sign')).toBe('denied')
    expect(classify('constructor' as Namespace, 'toString')).toBe('denied')
  })
})

describe('wallet_sendCalls params', () => {
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const request = (calls: unknown[]) => [{ version: '2.0.0', chainId: '0x1', atomicRequired: false, calls }]

  it('accepts calls whose to and optional data start with 0x, keeping every other field', () => {
    const params = request([{ to, data: '0xa9059cbb', value: '0x0', capabilities: { x: 1 } }, { to }])
    expect(parseWalletSendCallsParams(params)).toEqual(params)
  })

  it.each<[string, unknown]>([
    ['a call without to', request([{ data: '0x' }])],
    ['to without 0x', request([{ to: to.slice(2) }])],
    ['data without 0x', request([{ to, data: 'a9059cbb' }])],
    ['a second bad call', request([{ to }, { to, data: '0X12' }])],
    ['to that is not a string', request([{ to: 1 }])],
    ['calls that is not a list', [{ calls: { to } }]],
    ['no calls', [{ version: '2.0.0' }]],
    ['no params', []],
    ['params that are not a list', { calls: [{ to }] }],
    ['null', null],
  ])('rejects %s with -32602 Invalid params', (_, params) => {
    expect(thrown(() => parseWalletSendCallsParams(params))).toEqual({ code: -32602, message: 'Invalid params' })
  })
})
