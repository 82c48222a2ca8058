import { AbortedError, InternalRpcError, LimitExceededRpcError, UserRejectedRequestError } from '@porthole/protocol'
import { HttpRequestError, RpcRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toPortholeError } from './rpc-errors.js'

const url = 'http://127.0.0.1:8545'

describe('toPortholeError', () => {
  it("gives a node's JSON-RPC error the class of its code, with the node's message and data", () => {
    const node = new RpcRequestError({ body: {}, url, error: { code: -32005, message: 'rate limited', data: { retryAfter: 1 } } })
    const error = toPortholeError(node)
    expect(error).toBeInstanceOf(LimitExceededRpcError)
    expect(error.toJSON()).toEqual({ code: -32005, message: 'rate limited', data: { retryAfter: 1 } })
  })

  it("says 'HTTP status code: {status}' for a non-ok answer without a JSON-RPC error", () => {
    const error = toPortholeError(new HttpRequestError({ url, status: 502 }))
    expect(error).toBeInstanceOf(InternalRpcError)
    expect(error.message).toBe('HTTP status code: 502')
  })

  it("keeps the code of anything else that has one, and makes the rest 'An error occurred'", () => {
    expect(toPortholeError({ code: 4001, message: 'no' })).toBeInstanceOf(UserRejectedRequestError)
    expect(toPortholeError(new TypeError('fetch failed')).toJSON()).toEqual({ code: -32603, message: 'An error occurred' })
  })

  it('lets an abort of the signal win over what viem threw', () => {
    const abort = new AbortController()
    abort.abort()
    expect(toPortholeError(new HttpRequestError({ url, status: 502 }), abort.signal)).toBeInstanceOf(AbortedError)
  })
})
