import { describe, expect, it } from 'vitest'
import { ALICE, BOB } from '../testing/fake-wallet.js'
import { checkFrameBatch, MAX_BATCH_CALLS } from './check-batch.js'

const call = { to: BOB }

describe('checkFrameBatch (EIP-5792 rules for a batch that is never atomic)', () => {
  it('passes a plain batch from the account, or with optional capabilities only', () => {
    expect(() => checkFrameBatch({ calls: [call], from: ALICE }, ALICE)).not.toThrow()
    expect(() =>
      checkFrameBatch({ calls: [{ ...call, capabilities: { paymaster: { optional: true } } }], capabilities: { auxiliaryFunds: { optional: true } } }, ALICE),
    ).not.toThrow()
  })

  it.each([
    ['atomicRequired', { calls: [call], atomicRequired: true }, 5760],
    ['a required capability', { calls: [call], capabilities: { paymasterService: { url: 'x' } } }, 5700],
    ['a required capability on a call', { calls: [{ ...call, capabilities: { permissions: {} } }] }, 5700],
    ['no calls', { calls: [] }, -32602],
    ['too many calls', { calls: Array.from({ length: MAX_BATCH_CALLS + 1 }, () => call) }, 5740],
    ['another account', { calls: [call], from: BOB }, 4100],
  ])('refuses %s', (_name, request, code) => {
    expect(() => checkFrameBatch(request, ALICE)).toThrow(expect.objectContaining({ code }))
  })
})
