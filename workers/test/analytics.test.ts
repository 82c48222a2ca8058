import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultFeatures } from '../src/projects/defaults.js'
import { BASE, call, seedProject } from './support.js'

const PAGE = 'https://shop.example.com'

const event = (name: string, properties: Record<string, unknown> = {}, at = PAGE) => ({
  eventId: crypto.randomUUID(),
  url: at,
  domain: new URL(at).hostname,
  timestamp: 1_760_000_000_000,
  props: { type: name.startsWith('ERROR_') ? 'error' : 'track', event: name, properties },
})

const post = (project: string, body: unknown, origin = BASE) =>
  call(`/e?projectId=${project}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    origin,
    headers: { 'Content-Type': 'application/json' },
  })

type Row = { event_id: string; event: string; url: string; domain: string; timestamp: number; props: string }
const stored = async (project: string) =>
  (
    await env.DB.prepare('SELECT event_id, event, url, domain, timestamp, props FROM analytics_events WHERE project_id = ? ORDER BY id')
      .bind(project)
      .all<Row>()
  ).results

beforeAll(async () => {
  await seedProject('analytics-on', [PAGE])
  await seedProject('analytics-off', [PAGE], [...defaultFeatures(), { id: 'analytics', isEnabled: false, config: null }])
})

describe('POST /e', () => {
  it('stores each event of a batch with its fields', async () => {
    const open = event('MODAL_OPEN', { view: 'Connect' })
    const failed = event('ERROR_FETCH_TRANSACTIONS', {
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      projectId: 'analytics-on',
      cursor: 'abc',
      isSmartAccount: false,
    })
    const response = await post('analytics-on', [open, failed])
    expect(response.status).toBe(204)
    expect(await stored('analytics-on')).toEqual([
      { event_id: open.eventId, event: 'MODAL_OPEN', url: PAGE, domain: 'shop.example.com', timestamp: open.timestamp, props: JSON.stringify(open.props) },
      {
        event_id: failed.eventId,
        event: 'ERROR_FETCH_TRANSACTIONS',
        url: PAGE,
        domain: 'shop.example.com',
        timestamp: failed.timestamp,
        props: JSON.stringify(failed.props),
      },
    ])
  })

  it('stores nothing while the project has analytics off (and says so at /getAnalyticsConfig)', async () => {
    expect((await post('analytics-off', event('MODAL_OPEN'))).status).toBe(204)
    expect(await stored('analytics-off')).toEqual([])
    expect(await (await call('/getAnalyticsConfig?projectId=analytics-off')).json()).toEqual({ isAnalyticsEnabled: false })
  })

  it.each([
    ['an unknown project', 'no-such-project', event('MODAL_OPEN'), BASE, 'Invalid Project ID'],
    ['a page not on the allow-list', 'analytics-on', event('MODAL_OPEN', {}, 'https://evil.example'), BASE, 'Origin Not Allowed'],
    ['a domain that is not the page’s', 'analytics-on', { ...event('MODAL_OPEN'), domain: 'other.example.com' }, BASE, 'Origin Not Allowed'],
    ['a post from another origin than the frame’s', 'analytics-on', event('MODAL_OPEN'), PAGE, 'Forbidden'],
  ])('403 for %s, nothing stored', async (_, project, body, origin, error) => {
    const before = (await stored('analytics-on')).length
    const response = await post(project, body, origin)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error })
    expect(await stored('analytics-on')).toHaveLength(before)
  })

  it.each([
    ['an email address in a property', event('CONNECT_SUCCESS', { connector: 'me@example.com' })],
    ['an unknown event', event('SOLD_DATA')],
    ['too many properties', event('MODAL_OPEN', Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`p${i}`, i])))],
    ['an object as a property', event('MODAL_OPEN', { view: { nested: true } })],
    ['a batch over 20', Array.from({ length: 21 }, () => event('MODAL_OPEN'))],
    ['no JSON', 'not json'],
  ])('400 for %s, nothing stored', async (_, body) => {
    const before = (await stored('analytics-on')).length
    const response = await post('analytics-on', body)
    expect(response.status).toBe(400)
    expect(await stored('analytics-on')).toHaveLength(before)
  })

  it('413 for a body over 16 KiB', async () => {
    const response = await post('analytics-on', JSON.stringify([event('MODAL_OPEN', { view: 'x'.repeat(17_000) })]))
    expect(response.status).toBe(413)
  })
})
