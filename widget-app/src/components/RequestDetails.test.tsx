import type { RequestDescription } from '@porthole/frame-host'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RequestDetails } from './RequestDetails.js'

const TOKEN = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('RequestDetails of a batch (EIP-5792)', () => {
  it('lists every call in order, decoded, and the total cost once', () => {
    const description: RequestDescription = {
      kind: 'calls',
      calls: [
        { kind: 'transaction', to: TOKEN, value: '0 ETH', data: '0xa9059cbb', call: { name: 'transfer', args: [BOB, '1500000'] } },
        { kind: 'transaction', to: BOB, value: '0.5 ETH', data: null, call: null },
      ],
      cost: { maxCost: '0.5001 ETH', fiat: '$1,500.30', inflated: [], simulationError: null },
    }
    const html = renderToStaticMarkup(<RequestDetails description={description} />)
    expect(html.match(/data-testid="approve-batch-call"/g)).toHaveLength(2)
    expect(html.indexOf(`transfer(${BOB}, 1500000)`)).toBeLessThan(html.indexOf('0.5 ETH'))
    expect(html.match(/data-testid="approve-max-cost"/g)).toHaveLength(1)
    expect(html).toContain('0.5001 ETH ($1,500.30)')
  })

  it('says why a batch whose simulation failed cannot be approved', () => {
    const description: RequestDescription = {
      kind: 'calls',
      calls: [{ kind: 'transaction', to: TOKEN, value: '0 ETH', data: null, call: null }],
      cost: { maxCost: '0 ETH', fiat: null, inflated: [], simulationError: 'Call 1: execution reverted' },
    }
    expect(renderToStaticMarkup(<RequestDetails description={description} />)).toContain('cannot be approved: Call 1: execution reverted')
  })
})
