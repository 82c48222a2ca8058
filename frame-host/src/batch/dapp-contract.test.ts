import { fail, unwrap, type Envelope } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { ALICE, BOB } from '../testing/fake-wallet.js'
import { createCallBatches } from './call-batches.js'
import { checkFrameBatch, MAX_BATCH_CALLS } from './check-batch.js'

type Seen = { code: number; message: string; data: unknown }

/** What the page's dapp catches when `run` throws in the frame: across the envelope, as the channel sends it. */
function received(run: () => void): Seen {
  try {
    run()
  } catch (error) {
    try {
      unwrap(JSON.parse(JSON.stringify(fail(error))) as Envelope<never>)
    } catch (revived) {
      const { code, message, data } = revived as Seen
      return { code, message, data }
    }
  }
  throw new Error('nothing was thrown')
}

const call = { to: BOB }

// The EIP-5792 refusals of the frame's own batches, recorded: a contract with dapps.
describe('what a dapp receives for a batch the frame refuses', () => {
  it.each<[string, () => void, Seen]>([
    [
      'atomicRequired',
      () => checkFrameBatch({ calls: [call], atomicRequired: true }, ALICE),
      { code: 5760, message: 'Atomicity not supported', data: undefined },
    ],
    [
      'a required capability',
      () => checkFrameBatch({ calls: [call], capabilities: { paymasterService: { url: 'x' } } }, ALICE),
      { code: 5700, message: 'Unsupported non-optional capability: paymasterService', data: undefined },
    ],
    ['no calls', () => checkFrameBatch({ calls: [] }, ALICE), { code: -32602, message: 'A batch needs at least one call', data: undefined }],
    [
      'too many calls',
      () => checkFrameBatch({ calls: Array.from({ length: MAX_BATCH_CALLS + 1 }, () => call) }, ALICE),
      { code: 5740, message: 'At most 20 calls in a batch', data: undefined },
    ],
    [
      'another account',
      () => checkFrameBatch({ calls: [call], from: BOB }, ALICE),
      { code: 4100, message: 'The requested account and/or method has not been authorized by the user.', data: undefined },
    ],
    [
      'an id used twice',
      () => {
        const batches = createCallBatches()
        batches.reserve('0x01')
        batches.reserve('0x01')
      },
      { code: 5720, message: 'Duplicate ID', data: undefined },
    ],
  ])('%s', (_, run, expected) => {
    expect(received(run)).toStrictEqual(expected)
  })
})
