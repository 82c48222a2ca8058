import { describe, expect, it } from 'vitest'
import { fail, unwrap } from '../envelope.js'
import {
  AbortedError,
  BaseError,
  AlertError,
  AtomicityNotSupportedError,
  ChainDisconnectedError,
  ErrorCodes,
  fromUnknown,
  InternalRpcError,
  InvalidInputRpcError,
  LimitExceededRpcError,
  PortholeError,
  ProviderDisconnectedError,
  RequestTimeoutError,
  SessionRejectedError,
  StandardErrors,
  SwitchChainError,
  UnauthorizedProviderError,
  UnknownBundleIdError,
  UnsupportedProviderMethodError,
  UserRejectedError,
  UserRejectedRequestError,
  walk,
} from '../errors.js'

/** What a dapp reads off an error it caught. */
const seen = (error: PortholeError) => ({ code: error.code, message: error.message, data: error.data })

describe('one class per standard code', () => {
  it('gives the standard text by default, and the thrower’s message and data when it has them', () => {
    expect(seen(new UserRejectedRequestError())).toEqual({ code: 4001, message: 'User rejected the request.', data: undefined })
    expect(seen(new UnauthorizedProviderError())).toEqual({
      code: 4100,
      message: 'The requested account and/or method has not been authorized by the user.',
      data: undefined,
    })
    expect(new UnsupportedProviderMethodError().message).toBe('Requested RPC call is not allowed')
    expect(new ProviderDisconnectedError().message).toBe('The provider is disconnected from all chains.')
    expect(new ChainDisconnectedError().message).toBe('The provider is disconnected from the specified chain.')
    expect(seen(new SwitchChainError('Chain is not supported', { chainId: '0x2105' }))).toEqual({
      code: 4902,
      message: 'Chain is not supported',
      data: { chainId: '0x2105' },
    })
    expect(seen(new InternalRpcError())).toEqual({ code: -32603, message: 'Internal error', data: undefined })
    expect(seen(new LimitExceededRpcError())).toEqual({ code: -32005, message: 'Limit exceeded', data: undefined })
    expect(seen(new SessionRejectedError())).toEqual({ code: 5000, message: 'User rejected.', data: undefined })
    expect(seen(new UnknownBundleIdError())).toEqual({ code: 5730, message: 'Unknown bundle id', data: undefined })
    expect(new AtomicityNotSupportedError().code).toBe(5760)
  })

  it('is an Error and a PortholeError, names itself, and serialises to the envelope shape', () => {
    const error = new InvalidInputRpcError('execution reverted', { reason: '0x08c379a0' })
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(PortholeError)
    expect(error.name).toBe('InvalidInputRpcError')
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: -32000, message: 'execution reverted', data: { reason: '0x08c379a0' } })
    expect(new UserRejectedRequestError().toJSON()).toEqual({ code: 4001, message: 'User rejected the request.' })
  })

  it('covers every code once, the earlier name included', () => {
    const codes = StandardErrors.map((c) => c.code)
    expect(new Set(codes).size).toBe(codes.length)
    expect(codes).toEqual(expect.arrayContaining([4001, 4100, 4200, 4900, 4901, 4902, -32700, -32600, -32601, -32602, -32603, 5000]))
    expect(codes.filter((code) => code >= -32006 && code <= -32000)).toHaveLength(7)
    expect(codes.filter((code) => code >= 5700 && code <= 5760)).toHaveLength(7)
    expect(new UserRejectedError()).toBeInstanceOf(UserRejectedRequestError)
    for (const code of Object.values(ErrorCodes)) expect(codes).toContain(code)
  })
})

describe('fromUnknown', () => {
  it('keeps a PortholeError as it is', () => {
    const error = new AlertError('Invalid Project ID')
    expect(fromUnknown(error)).toBe(error)
  })

  it("makes a wallet's error the class of its code, code, message and data unchanged", () => {
    const wallet = Object.assign(new Error('MetaMask Tx Signature: User denied transaction signature.'), { code: 4001, data: { why: 'closed' } })
    const error = fromUnknown(wallet)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(seen(error)).toEqual({ code: 4001, message: 'MetaMask Tx Signature: User denied transaction signature.', data: { why: 'closed' } })
  })

  it('gives a code without a message its standard text, and keeps a code it does not know', () => {
    expect(seen(fromUnknown({ code: 4100 }))).toMatchObject({ code: 4100, message: 'The requested account and/or method has not been authorized by the user.' })
    const custom = fromUnknown({ code: 7000, message: 'WalletConnect session settlement failed.' })
    expect(custom.constructor).toBe(PortholeError)
    expect(seen(custom)).toEqual({ code: 7000, message: 'WalletConnect session settlement failed.', data: undefined })
  })

  it("takes viem's one-line shortMessage over its multi-line message", () => {
    const viem = Object.assign(new Error('User rejected the request.\n\nDetails: no\nVersion: viem@2'), {
      code: 4001,
      shortMessage: 'User rejected the request.',
    })
    expect(fromUnknown(viem).message).toBe('User rejected the request.')
  })

  it('revives alerts and aborts with their own classes', () => {
    expect(fromUnknown({ code: 4900, message: 'Origin Not Allowed' })).toBeInstanceOf(AlertError)
    expect(fromUnknown({ code: 4900, message: 'Request was aborted' })).toBeInstanceOf(AbortedError)
    const other = fromUnknown({ code: 4900, message: 'Invalid Project ID, really' })
    expect(other).toBeInstanceOf(ProviderDisconnectedError)
    expect(other).not.toBeInstanceOf(AlertError)
    expect(fromUnknown(new DOMException('signal is aborted without reason', 'AbortError'))).toBeInstanceOf(AbortedError)
  })

  it('turns everything else into the fallback, by default -32603 Something went wrong', () => {
    for (const thrown of [
      new TypeError('x is undefined'),
      'boom',
      undefined,
      null,
      { code: 'ACTION_REJECTED', message: 'no' },
      { code: 1.5, message: 'half' },
      { code: 7000 },
      new DOMException('could not be cloned', 'DataCloneError'),
    ]) {
      expect(seen(fromUnknown(thrown))).toEqual({ code: -32603, message: 'Something went wrong', data: undefined })
    }
    const fallback = new InternalRpcError('Failed to connect')
    expect(fromUnknown(new Error('socket hang up'), fallback)).toBe(fallback)
  })

  it('round-trips across the envelope: the receiver gets the same class, code, message and data', () => {
    const errors = [
      new AbortedError(),
      new AlertError('Invalid Project ID'),
      new UserRejectedRequestError(),
      new UnsupportedProviderMethodError(undefined, { method: 'eth_sign' }),
      new InvalidInputRpcError('execution reverted', { reason: '0x08c379a0' }),
      new PortholeError(7000, 'WalletConnect session settlement failed.'),
    ]
    for (const error of errors) {
      const envelope = JSON.parse(JSON.stringify(fail(error))) as ReturnType<typeof fail>
      const revived = (() => {
        try {
          return unwrap(envelope)
        } catch (e) {
          return e as PortholeError
        }
      })()
      expect(revived.constructor).toBe(error.constructor)
      expect(seen(revived)).toEqual(seen(error))
    }
  })
})

describe('errors as data', () => {
  it('keep their cause and details for the frame, and send a dapp only code, message and data', () => {
    const http = new TypeError('Failed to fetch')
    const error = new InternalRpcError('Network Error', undefined, { cause: http, details: 'POST /auth/wallet/request' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.cause).toBe(http)
    expect(error.details).toBe('POST /auth/wallet/request')
    expect(JSON.parse(JSON.stringify(fail(error)))).toEqual({ ok: false, error: { code: -32603, message: 'Network Error' } })
  })

  it('walk the cause chain: the first error a test accepts, else null; without a test, the innermost', () => {
    const root = new Error('socket hang up')
    const middle = new BaseError('The worker did not answer', { cause: root })
    const outer = new UserRejectedRequestError(undefined, undefined, { cause: middle })
    expect(walk(outer, (e) => e instanceof BaseError && !(e instanceof PortholeError))).toBe(middle)
    expect(walk(outer, (e) => e instanceof RangeError)).toBeNull()
    expect(walk(outer)).toBe(root)
    expect(walk(new AbortedError())).toBeInstanceOf(AbortedError)
  })

  it("a channel call's timeout is its own class, still an AlertError named so, and revived as it across the envelope", () => {
    const timeout = new RequestTimeoutError()
    expect(timeout).toBeInstanceOf(AlertError)
    expect(seen(timeout)).toEqual({ code: 4900, message: 'iframe request timeout', data: undefined })
    expect(timeout.name).toBe('AlertError')
    expect(fromUnknown({ code: 4900, message: 'iframe request timeout' })).toBeInstanceOf(RequestTimeoutError)
    expect(fromUnknown({ code: 4900, message: 'Invalid Project ID' })).not.toBeInstanceOf(RequestTimeoutError)
  })
})
