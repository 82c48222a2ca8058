import { describe, expect, it } from 'vitest'
import { Alerts } from '../alerts.js'
import { AuthMessages } from '../auth-messages.js'
import { fail, unwrap, type Envelope } from '../envelope.js'
import {
  AbortedError,
  AlertError,
  AtomicityNotSupportedError,
  AtomicReadyWalletRejectedUpgradeError,
  BundleTooLargeError,
  ChainDisconnectedError,
  DuplicateIdError,
  fromUnknown,
  InternalRpcError,
  InvalidInputRpcError,
  InvalidParamsRpcError,
  InvalidRequestRpcError,
  JsonRpcVersionUnsupportedError,
  LimitExceededRpcError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  ParseRpcError,
  PortholeError,
  ProviderDisconnectedError,
  ResourceNotFoundRpcError,
  ResourceUnavailableRpcError,
  SessionRejectedError,
  StandardErrors,
  SwitchChainError,
  TransactionRejectedRpcError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '../errors.js'
import { SessionMessages } from '../sessions.js'
import { SmartAccountMessages } from '../smart-account.js'
import { SolanaMessages } from '../solana-messages.js'
import { Messages } from '../spec-messages.js'

/** What a dapp reads off an error it caught. */
type Seen = { code: number; message: string; data: unknown }

/**
 * The frame's error as the page receives it: the frame's channel answers `fail(error)`, the envelope
 * crosses as structured data, and the page's channel chunk `unwrap`s it into the error the dapp catches.
 */
function received(error: unknown): Seen {
  const envelope = JSON.parse(JSON.stringify(fail(error))) as Envelope<never>
  try {
    unwrap(envelope)
  } catch (thrown) {
    const { code, message, data } = thrown as PortholeError
    return { code, message, data }
  }
  throw new Error('the envelope did not fail')
}

const none = undefined

/**
 * Every provider error a dapp can receive, recorded: the code, message and data are a contract with
 * every dapp and library that reads them. A change here is a change dapps see; it must be deliberate.
 */
const CONTRACT: [string, () => unknown, Seen][] = [
  // EIP-1193 and JSON-RPC classes with their standard texts.
  ['4001 default', () => new UserRejectedRequestError(), { code: 4001, message: 'User rejected the request.', data: none }],
  [
    '4100 default',
    () => new UnauthorizedProviderError(),
    { code: 4100, message: 'The requested account and/or method has not been authorized by the user.', data: none },
  ],
  ['4200 default', () => new UnsupportedProviderMethodError(), { code: 4200, message: 'Requested RPC call is not allowed', data: none }],
  ['4900 default', () => new ProviderDisconnectedError(), { code: 4900, message: 'The provider is disconnected from all chains.', data: none }],
  ['4901 default', () => new ChainDisconnectedError(), { code: 4901, message: 'The provider is disconnected from the specified chain.', data: none }],
  ['4902 default', () => new SwitchChainError(), { code: 4902, message: 'Unrecognized chain ID.', data: none }],
  ['-32700 default', () => new ParseRpcError(), { code: -32700, message: 'Parse error', data: none }],
  ['-32600 default', () => new InvalidRequestRpcError(), { code: -32600, message: 'Invalid Request', data: none }],
  ['-32601 default', () => new MethodNotFoundRpcError(), { code: -32601, message: 'Method not found', data: none }],
  ['-32602 default', () => new InvalidParamsRpcError(), { code: -32602, message: 'Invalid params', data: none }],
  ['-32603 default', () => new InternalRpcError(), { code: -32603, message: 'Internal error', data: none }],
  ['-32000 default', () => new InvalidInputRpcError(), { code: -32000, message: 'Invalid input', data: none }],
  ['-32001 default', () => new ResourceNotFoundRpcError(), { code: -32001, message: 'Resource not found', data: none }],
  ['-32002 default', () => new ResourceUnavailableRpcError(), { code: -32002, message: 'Resource unavailable', data: none }],
  ['-32003 default', () => new TransactionRejectedRpcError(), { code: -32003, message: 'Transaction rejected', data: none }],
  ['-32004 default', () => new MethodNotSupportedRpcError(), { code: -32004, message: 'Method not supported', data: none }],
  ['-32005 default', () => new LimitExceededRpcError(), { code: -32005, message: 'Limit exceeded', data: none }],
  ['-32006 default', () => new JsonRpcVersionUnsupportedError(), { code: -32006, message: 'JSON-RPC version not supported', data: none }],
  ['5000 default', () => new SessionRejectedError(), { code: 5000, message: 'User rejected.', data: none }],
  // EIP-5792 call bundles.
  ['5700 default', () => new UnsupportedNonOptionalCapabilityError(), { code: 5700, message: 'Unsupported non-optional capability', data: none }],
  ['5710 default', () => new UnsupportedChainIdError(), { code: 5710, message: 'Unsupported chain id', data: none }],
  ['5720 default', () => new DuplicateIdError(), { code: 5720, message: 'Duplicate ID', data: none }],
  ['5730 default', () => new UnknownBundleIdError(), { code: 5730, message: 'Unknown bundle id', data: none }],
  ['5740 default', () => new BundleTooLargeError(), { code: 5740, message: 'Bundle too large', data: none }],
  ['5750 default', () => new AtomicReadyWalletRejectedUpgradeError(), { code: 5750, message: 'Atomic-ready wallet rejected upgrade', data: none }],
  ['5760 default', () => new AtomicityNotSupportedError(), { code: 5760, message: 'Atomicity not supported', data: none }],
  // Alerts: the frame cannot serve the page.
  ['alert origin', () => new AlertError(Alerts.originNotAllowed), { code: 4900, message: 'Origin Not Allowed', data: none }],
  ['alert project id', () => new AlertError(Alerts.invalidProjectId), { code: 4900, message: 'Invalid Project ID', data: none }],
  ['alert not configured', () => new AlertError(Alerts.projectIdNotConfigured), { code: 4900, message: 'Project ID Not Configured', data: none }],
  ['alert rate limited', () => new AlertError(Alerts.rateLimited), { code: 4900, message: 'Rate Limited', data: none }],
  ['alert server', () => new AlertError(Alerts.serverError), { code: 4900, message: 'Server Error', data: none }],
  ['alert network', () => new AlertError(Alerts.networkError), { code: 4900, message: 'Network Error', data: none }],
  ['alert load', () => new AlertError(Alerts.iframeLoadFailed), { code: 4900, message: 'iframe load failed', data: none }],
  ['alert timeout', () => new AlertError(Alerts.iframeRequestTimeout), { code: 4900, message: 'iframe request timeout', data: none }],
  ['alert session', () => new AlertError(Alerts.sessionExpired), { code: 4900, message: 'Session Expired', data: none }],
  ['alert domain', () => new AlertError(Alerts.unverifiedDomain), { code: 4900, message: 'Unverified Domain', data: none }],
  ['alert network missing', () => new AlertError(Alerts.networkNotFound), { code: 4900, message: 'Network Not Found', data: none }],
  ['alert multi-wallet', () => new AlertError(Alerts.multiWalletNotEnabled), { code: 4900, message: 'Multi-Wallet Not Enabled', data: none }],
  ['alert app config', () => new AlertError(Alerts.invalidAppConfiguration), { code: 4900, message: 'Invalid App Configuration', data: none }],
  ['aborted', () => new AbortedError(), { code: 4900, message: 'Request was aborted', data: none }],
  ['signal abort', () => new DOMException('signal is aborted without reason', 'AbortError'), { code: 4900, message: 'Request was aborted', data: none }],
  // The frame's own texts, with the classes it throws them with.
  ['failed to connect', () => new InternalRpcError(Messages.failedToConnect), { code: -32603, message: 'Failed to connect', data: none }],
  ['connection rejected', () => new UserRejectedRequestError(Messages.connectionRejected), { code: 4001, message: 'Connection rejected', data: none }],
  ['no connector', () => new InternalRpcError(Messages.noConnectorFound), { code: -32603, message: 'No connector found', data: none }],
  ['connecting', () => new InternalRpcError(Messages.invalidConnectionStatus), { code: -32603, message: 'Invalid connection status', data: none }],
  [
    'social initiation',
    () => new InternalRpcError(Messages.failedToInitiateSocial),
    { code: -32603, message: 'Failed to initiate social connection', data: none },
  ],
  ['an error occurred', () => new InternalRpcError(Messages.anErrorOccurred), { code: -32603, message: 'An error occurred', data: none }],
  ['http status', () => new InternalRpcError(Messages.httpStatus(503)), { code: -32603, message: 'HTTP status code: 503', data: none }],
  ['chain not supported', () => new SwitchChainError(Messages.chainNotSupported), { code: 4902, message: 'Chain is not supported', data: none }],
  ['solana chain', () => new ChainDisconnectedError(Messages.chainNotSupported), { code: 4901, message: 'Chain is not supported', data: none }],
  ['session expired', () => new UnauthorizedProviderError(AuthMessages.sessionExpired), { code: 4100, message: 'Session Expired', data: none }],
  [
    'smart account off',
    () => new InternalRpcError(SmartAccountMessages.notEnabled),
    { code: -32603, message: 'Smart accounts are not enabled on this network', data: none },
  ],
  [
    'bundler down',
    () => new InternalRpcError(SmartAccountMessages.bundlerUnreachable),
    {
      code: -32603,
      message: 'The transaction service is not responding. Nothing was sent; your transaction is kept and goes out once when you try again.',
      data: none,
    },
  ],
  [
    'user operation refused',
    () => new InternalRpcError(SmartAccountMessages.userOperationRejected),
    { code: -32603, message: 'The transaction was refused before it was sent', data: none },
  ],
  [
    'user operation reverted',
    () => new InternalRpcError(SmartAccountMessages.userOperationReverted),
    { code: -32603, message: 'The transaction failed on chain', data: none },
  ],
  [
    'user operation pending',
    () => new InternalRpcError(SmartAccountMessages.userOperationPending),
    { code: -32603, message: 'The transaction was sent and is still waiting to be included. Try again in a moment; it will not be sent twice.', data: none },
  ],
  [
    'smart session on an EOA',
    () => new InvalidParamsRpcError(SessionMessages.eoaAccount),
    { code: -32602, message: 'Smart sessions need a smart account. Switch the account to a smart account and try again.', data: none },
  ],
  [
    'smart session permission',
    () => new InvalidParamsRpcError(SessionMessages.unsupportedPermission('native-token-recurring-allowance')),
    { code: -32602, message: 'Permission type native-token-recurring-allowance is not supported', data: none },
  ],
  [
    'smart session expiry',
    () => new InvalidParamsRpcError(SessionMessages.expiry),
    { code: -32602, message: 'The session must end between one minute and 30 days from now', data: none },
  ],
  [
    'solana message params',
    () => new InvalidParamsRpcError(SolanaMessages.signMessage),
    { code: -32602, message: 'Invalid params: sign-message needs message and pubkey', data: none },
  ],
  [
    'solana undecodable',
    () => new InvalidParamsRpcError(SolanaMessages.undecodable),
    { code: -32602, message: 'Invalid params: the transaction does not decode', data: none },
  ],
  [
    'solana signer',
    () => new UnauthorizedProviderError(SolanaMessages.notSigner),
    { code: 4100, message: 'The transaction is not to be signed by the connected account', data: none },
  ],
  // A wallet's or node's error passes through with its own code, message and data.
  [
    'wallet rejection',
    () => Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), { code: 4001 }),
    { code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.', data: none },
  ],
  [
    'node revert',
    () => ({ code: 3, message: 'execution reverted: nope', data: '0x08c379a0' }),
    { code: 3, message: 'execution reverted: nope', data: '0x08c379a0' },
  ],
  [
    'with data',
    () => new UnsupportedProviderMethodError(undefined, { method: 'eth_sign' }),
    { code: 4200, message: 'Requested RPC call is not allowed', data: { method: 'eth_sign' } },
  ],
  ['anything else', () => new TypeError('x is undefined'), { code: -32603, message: 'Something went wrong', data: none }],
]

describe('what a dapp receives', () => {
  it.each(CONTRACT)('%s', (_, build, expected) => {
    expect(received(build())).toStrictEqual(expected)
  })

  it('the frame side throws what the page receives', () => {
    for (const [, build, expected] of CONTRACT) {
      const { code, message, data } = fromUnknown(build())
      expect({ code, message, data }).toStrictEqual(expected)
    }
  })

  it('records every standard code', () => {
    const recorded = new Set(CONTRACT.filter(([label]) => label.endsWith(' default')).map(([, , seen]) => seen.code))
    expect(StandardErrors.filter((Standard) => !recorded.has(Standard.code))).toEqual([])
  })
})
