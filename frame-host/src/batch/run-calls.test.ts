import { describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import type { RpcTransport } from '../rpc/create-rpc-transport.js'
import { createCallBatches } from './call-batches.js'
import { callsStatus } from './calls-status.js'
import { newBatchId, startCalls } from './run-calls.js'

const hash = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
const calls = [{ to: '0x01' }, { to: '0x02' }, { to: '0x03' }]
const receiptOf = (h: Hex, status: '0x1' | '0x0') => ({ logs: [], status, blockHash: hash(99), blockNumber: '0x5', gasUsed: '0x5208', transactionHash: h })

/** A node whose receipts say `outcome` per hash; missing hashes have none yet. */
const node = (outcome: Record<Hex, '0x1' | '0x0'>): RpcTransport => ({
  request: async ({ params }) => {
    const [h] = params as [Hex]
    return outcome[h] ? receiptOf(h, outcome[h]) : null
  },
})

async function run(mined: (h: Hex) => 'success' | 'reverted', failAt?: number) {
  const batches = createCallBatches()
  const sent: number[] = []
  const id = newBatchId()
  batches.reserve(id)
  await startCalls(
    batches,
    id,
    31337,
    calls,
    async (_call, index) => {
      if (index === failAt) throw new Error('refused')
      sent.push(index)
      return hash(index + 1)
    },
    async (h) => mined(h),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return { batches, id, sent, batch: batches.get(id)! }
}

describe('a batch the frame runs', () => {
  it('sends each call after the one before it is mined, and reports 200 with every receipt', async () => {
    const { batch, id, sent } = await run(() => 'success')
    expect(sent).toEqual([0, 1, 2])
    expect(batch).toMatchObject({ state: 'done', hashes: [hash(1), hash(2), hash(3)] })
    const status = await callsStatus(id, batch, node({ [hash(1)]: '0x1', [hash(2)]: '0x1', [hash(3)]: '0x1' }))
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts.map((r) => r.transactionHash)).toEqual([hash(1), hash(2), hash(3)])
  })

  it('stops at a reverted call: nothing after it is sent; 600 when earlier calls applied, 500 when none did', async () => {
    const partial = await run((h) => (h === hash(2) ? 'reverted' : 'success'))
    expect(partial.sent).toEqual([0, 1])
    expect((await callsStatus(partial.id, partial.batch, node({ [hash(1)]: '0x1', [hash(2)]: '0x0' }))).status).toBe(600)
    const none = await run(() => 'reverted')
    expect(none.sent).toEqual([0])
    expect((await callsStatus(none.id, none.batch, node({ [hash(1)]: '0x0' }))).status).toBe(500)
  })

  it('stops when a later call is refused, and is pending while a sent call has no receipt', async () => {
    const { batch, id, sent } = await run(() => 'success', 1)
    expect(sent).toEqual([0])
    expect(batch.state).toBe('stopped')
    expect(await callsStatus(id, batch, node({}))).toMatchObject({ status: 100, receipts: [] })
  })

  it('keeps no batch when the first call is refused, so its error is the dapp’s and the id is free again', async () => {
    const batches = createCallBatches()
    batches.reserve('0xabc')
    await expect(
      startCalls(
        batches,
        '0xabc',
        1,
        calls,
        () => Promise.reject(new Error('4001')),
        async () => 'success',
      ),
    ).rejects.toThrow('4001')
    expect(batches.get('0xabc')).toBeUndefined()
    expect(() => batches.reserve('0xabc')).not.toThrow()
  })

  it('refuses an id it holds with 5720', () => {
    const batches = createCallBatches()
    batches.reserve('0x01')
    expect(() => batches.reserve('0x01')).toThrow(expect.objectContaining({ code: 5720 }))
  })
})
