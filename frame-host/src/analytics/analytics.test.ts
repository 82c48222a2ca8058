import { analyticsBody, type AnalyticsEvent } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { activityFailed, activityStarted } from '../activity/activity-slice.js'
import { embeddedActions } from '../embedded/embedded-slice.js'
import type { Fetch } from '../http/fetch.js'
import { selectAlerts } from '../store/selectors.js'
import { connectAttemptActions } from '../connection/connect-attempt-slice.js'
import { connected, disconnected } from '../shared-state/connection-slice.js'
import { featuresFetched } from '../store/features-slice.js'
import { closeModal, modalOpened } from '../shared-state/modal-state.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { frameStore } from '../testing/frame-store.js'
import { createAnalyticsSender } from './analytics-sender.js'
import { listenAnalytics } from './listen-analytics.js'

const PAGE = 'https://shop.test'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EMAIL = 'visitor@example.com'

/** A worker whose analytics config says `enabled` and whose `POST /e` answers `status`; what the frame posted. */
function worker({ enabled = true, status = 204 } = {}) {
  const posted: AnalyticsEvent[][] = []
  const fetch = vi.fn<Fetch>(async (url, init) => {
    if (url.startsWith('/getAnalyticsConfig')) return new Response(JSON.stringify({ isAnalyticsEnabled: enabled }))
    posted.push(JSON.parse(init!.body!) as AnalyticsEvent[])
    return new Response(null, { status })
  })
  return { fetch, posted }
}

function analyticsFrame(api: ReturnType<typeof worker>, origin: string | undefined = PAGE) {
  return frameStore({ theme: 'light', listen: [listenAnalytics({ projectId: 'demo', fetch: api.fetch, pageOrigin: () => origin })] })
}

/** The visitor opens the modal, picks an email login, connects, switches network, disconnects. */
function session(store: ReturnType<typeof analyticsFrame>) {
  store.dispatch(modalOpened({ view: 'Connect' }))
  store.dispatch(embeddedActions.emailStepReached({ address: EMAIL, step: 'otp' as never }))
  store.dispatch(connectAttemptActions.started({ connectorId: 'ID_AUTH', requestId: 'r1' }))
  store.dispatch(embeddedActions.signedIn({ address: ADDRESS, provider: 'email', username: EMAIL, expiresAt: 0 }))
  store.dispatch(connected({ namespace: 'eip155', connectorId: 'ID_AUTH', accounts: [ADDRESS], caipNetworkId: 'eip155:1', accountType: 'smartAccount' }))
  store.dispatch(setActiveNetwork('eip155:31337'))
  store.dispatch(disconnected({ namespace: 'eip155' }))
  store.dispatch(closeModal())
}

describe('analytics', () => {
  it("reports the widget's moments in one batch the worker accepts, with no email address in it", async () => {
    const api = worker()
    session(analyticsFrame(api))
    await vi.waitFor(() => expect(api.posted).toHaveLength(1), { timeout: 3_000 })
    const [batch] = api.posted
    expect(analyticsBody().safeParse(batch).success).toBe(true)
    expect(batch!.map((e) => e.props.event)).toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE'])
    expect(batch![0]).toMatchObject({ url: PAGE, domain: 'shop.test', props: { type: 'track', properties: { view: 'Connect' } } })
    expect(JSON.stringify(api.posted)).not.toContain(EMAIL)
    expect(JSON.stringify(api.posted)).not.toContain('@')
  })

  it('ERROR_FETCH_TRANSACTIONS carries the address, project id, cursor and smart-account flag', async () => {
    const api = worker()
    const store = analyticsFrame(api)
    store.dispatch(connected({ namespace: 'eip155', connectorId: 'ID_AUTH', accounts: [ADDRESS], caipNetworkId: 'eip155:1', accountType: 'smartAccount' }))
    store.dispatch(activityStarted({ view: `eip155:1:${ADDRESS}`, restart: true }))
    store.dispatch(activityFailed({ view: `eip155:1:${ADDRESS}`, cursor: 'page-2' }))
    await vi.waitFor(() => expect(api.posted).toHaveLength(1), { timeout: 3_000 })
    expect(api.posted[0]!.at(-1)).toMatchObject({
      props: { type: 'error', event: 'ERROR_FETCH_TRANSACTIONS', properties: { address: ADDRESS, projectId: 'demo', cursor: 'page-2', isSmartAccount: true } },
    })
  })

  it('sends nothing, and loads no sender, with the analytics feature off', async () => {
    const api = worker()
    const store = analyticsFrame(api)
    store.dispatch(featuresFetched({ features: [{ id: 'analytics', isEnabled: false, config: null }], basic: false }))
    session(store)
    await new Promise((r) => setTimeout(r, 1_300))
    expect(api.fetch).not.toHaveBeenCalled()
  })

  it('sends nothing when the worker says analytics is off', async () => {
    const api = worker({ enabled: false })
    session(analyticsFrame(api))
    await new Promise((r) => setTimeout(r, 1_300))
    expect(api.posted).toEqual([])
  })

  it("a 403 shows 'Invalid App Configuration' once, and stops sending", async () => {
    const api = worker({ status: 403 })
    const store = analyticsFrame(api)
    session(store)
    await vi.waitFor(() => expect(selectAlerts(store.getState())).toEqual(['Invalid App Configuration']), { timeout: 3_000 })
    session(store)
    await new Promise((r) => setTimeout(r, 1_300))
    expect(api.posted).toHaveLength(1)
    expect(selectAlerts(store.getState())).toEqual(['Invalid App Configuration'])
  })
})

describe('analytics sender', () => {
  it('posts at most 20 events a request, the rest in the next', async () => {
    const api = worker()
    const timers: (() => void)[] = []
    const sender = createAnalyticsSender({ projectId: 'demo', fetch: api.fetch, onForbidden: () => {}, setTimer: (run) => void timers.push(run) })
    for (let i = 0; i < 25; i++) sender.add({ type: 'track', event: 'OPEN_VIEW', properties: { view: 'Account' } }, PAGE)
    while (timers.length) timers.shift()!()
    await vi.waitFor(() => expect(api.posted.map((b) => b.length)).toEqual([20, 5]))
  })
})
