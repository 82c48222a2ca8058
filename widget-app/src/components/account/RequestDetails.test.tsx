import type { RequestDescription } from '@porthole/frame-host'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import '../../testing/english.js'
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

describe('RequestDetails of a smart session (ERC-7715)', () => {
  it('says what the site’s key may do without asking again: its contracts, each limit and until when', () => {
    const description: RequestDescription = {
      kind: 'permissions',
      action: 'grant',
      sessionKey: BOB,
      targets: [TOKEN],
      limits: [{ token: TOKEN, amount: '10 USDC' }],
      expiresAt: 'Nov 25, 2026, 2:00 AM',
    }
    const html = renderToStaticMarkup(<RequestDetails description={description} />)
    expect(html).toContain('without asking you again')
    expect(html).toContain(BOB)
    expect(html).toMatch(/data-testid="approve-targets"><li>0xdC7f/)
    expect(html).toContain('<dd data-testid="approve-limit">10 USDC</dd>')
    expect(html).toContain('Nov 25, 2026, 2:00 AM')
  })

  it('a revoke names the key and drops the warning', () => {
    const html = renderToStaticMarkup(
      <RequestDetails description={{ kind: 'permissions', action: 'revoke', sessionKey: BOB, targets: [], limits: [], expiresAt: 'soon' }} />,
    )
    expect(html).toContain(BOB)
    expect(html).not.toContain('without asking you again')
  })
})
