import { describe, expect, it, vi } from 'vitest'
import { connect, HANDSHAKE_TAG, PROTOCOL_VERSION, type FrameApi, type RemoteFeature } from '@porthole/protocol'
import { bootFrame } from '../testing/frame-store.js'
import { selectAlerts, selectFeatures } from '../store/selectors.js'
import { selectConnectOptions } from './connect-methods.js'
import { frameStore } from '../testing/frame-store.js'
import { fakeWindow } from '../testing/fake-window.js'
import { configDocument, PAGE_ORIGIN, testConfig } from '../testing/page-end.js'
import type { Fetch } from '../http/fetch.js'
import { fetchRemoteConfig } from './fetch-remote-config.js'

const embedded: RemoteFeature[] = [{ id: 'swaps', isEnabled: true, config: null }]
const config = testConfig({ features: embedded })

const respond = (status: number, body: unknown) => vi.fn<Fetch>(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

const storeFor = (frameConfig = config) => frameStore({ theme: frameConfig.theme, features: frameConfig.features })

describe('fetchRemoteConfig', () => {
  it('asks its own origin and stores the features; Connect follows them', async () => {
    const remote: RemoteFeature[] = [{ id: 'email', isEnabled: false, config: null }]
    const fetch = respond(200, { features: remote })
    const store = storeFor()
    await store.dispatch(fetchRemoteConfig(config, fetch))
    expect(fetch).toHaveBeenCalledExactlyOnceWith('/appkit/v1/config?projectId=demo&st=porthole&sv=1')
    expect(selectFeatures(store.getState())).toEqual(remote)
    expect(selectConnectOptions(store.getState()).methods).toEqual(['social', 'wallet'])
    expect(selectAlerts(store.getState())).toEqual([])
  })

  it('429: Rate Limited, once however often it is fetched; the embedded features stay', async () => {
    const fetch = respond(429, { error: 'Rate Limited' })
    const store = storeFor()
    await store.dispatch(fetchRemoteConfig(config, fetch))
    await store.dispatch(fetchRemoteConfig(config, fetch))
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(selectAlerts(store.getState())).toEqual(['Rate Limited'])
    expect(selectFeatures(store.getState())).toEqual(embedded)
  })

  it.each([
    [403, { error: 'Invalid Project ID' }, 'Invalid Project ID'],
    [500, { error: 'Internal Server Error' }, 'Server Error'],
    [503, 'Service Unavailable', 'Server Error'],
    [599, '', 'Server Error'],
    [404, { error: 'Not Found' }, 'Network Error'],
    [200, 'not json', 'Network Error'],
    [200, {}, 'Network Error'],
    [200, { features: [{ id: 'teleport', isEnabled: true, config: null }] }, 'Network Error'],
  ])('HTTP %i with %j: %s, the embedded features stay', async (status, body, alert) => {
    const store = storeFor()
    await store.dispatch(fetchRemoteConfig(config, respond(status, body)))
    expect(selectAlerts(store.getState())).toEqual([alert])
    expect(selectFeatures(store.getState())).toEqual(embedded)
  })

  it('a failed request: Network Error, the embedded features stay', async () => {
    const store = storeFor()
    await store.dispatch(fetchRemoteConfig(config, () => Promise.reject(new TypeError('Failed to fetch'))))
    expect(selectAlerts(store.getState())).toEqual(['Network Error'])
    expect(selectFeatures(store.getState())).toEqual(embedded)
  })

  it('a frame with an alert asks nothing', async () => {
    const withAlert = testConfig({ alert: 'Invalid Project ID', features: embedded })
    const fetch = respond(200, { features: [] })
    const store = storeFor(withAlert)
    const before = store.getState()
    await store.dispatch(fetchRemoteConfig(withAlert, fetch))
    expect(fetch).not.toHaveBeenCalled()
    expect(store.getState()).toBe(before)
  })
})

const CONFIG_URL = '/appkit/v1/config?'

describe('at boot', () => {
  it('the handshake and open do not wait for the config service', async () => {
    let answer: (response: Response) => void = () => {}
    // Only the config service is held; whatever else the frame asks once initialized (analytics, images) is not this test's business.
    const fetch = vi.fn<Fetch>((url) => new Promise((resolve) => String(url).startsWith(CONFIG_URL) && (answer = resolve)))
    const win = fakeWindow()
    const frame = bootFrame({ window: win.window, document: configDocument(config), afterRender: () => Promise.resolve(), fetch })
    const calls = new MessageChannel()
    const events = new MessageChannel()
    win.post({ tag: HANDSHAKE_TAG, version: PROTOCOL_VERSION }, { origin: PAGE_ORIGIN, ports: [calls.port2, events.port2] })
    const caller = connect<FrameApi>(calls.port1)

    await caller.call('open', [])
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith(CONFIG_URL))).toHaveLength(1)
    expect(selectFeatures(frame.store.getState())).toEqual(embedded)

    answer(new Response(JSON.stringify({ features: [] })))
    await vi.waitFor(() => expect(selectFeatures(frame.store.getState())).toEqual([]))
    caller.close()
    events.port1.close()
    frame.dispose()
  })
})
