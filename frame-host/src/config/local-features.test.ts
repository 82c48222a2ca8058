import { describe, expect, it, vi } from 'vitest'
import type { RemoteFeature } from '@porthole/protocol'
import { selectBasicMode, selectFeatureOn, selectFeatures, multiWalletEnabled } from '../store/selectors.js'
import { selectConnectOptions } from './connect-methods.js'
import { frameStore } from '../testing/frame-store.js'
import { frameWarnings } from '../testing/frame-warnings.js'
import { testConfig } from '../testing/page-end.js'
import type { Fetch } from '../http/fetch.js'
import { fetchRemoteConfig, LOCAL_CONFIGURATION_IGNORED } from './fetch-remote-config.js'
import { localContradicted, withLocal } from './local-features.js'

const off = (id: RemoteFeature['id']): RemoteFeature => ({ id, isEnabled: false, config: null })
const on = (id: RemoteFeature['id']): RemoteFeature => ({ id, isEnabled: true, config: null })
const answer = (body: unknown) => vi.fn<Fetch>(async () => new Response(JSON.stringify(body)))

describe('local feature settings', () => {
  it('apply over the embedded features until the remote configuration arrives', () => {
    const settings = withLocal({ features: [on('swaps'), on('email')], basic: false }, { features: { swaps: false, legalCheckbox: true } })
    expect(settings.features).toEqual([on('email'), off('swaps'), on('legalCheckbox')])
    expect(withLocal({ features: [], basic: false }, { basic: true }).basic).toBe(true)
    expect(withLocal({ features: [on('email')], basic: true }, undefined)).toEqual({ features: [on('email')], basic: true })
  })

  it('are contradicted only where the remote answer says otherwise (defaults count)', () => {
    expect(localContradicted({ features: [off('swaps')], basic: false }, { features: { swaps: false } })).toBe(false)
    expect(localContradicted({ features: [on('swaps')], basic: false }, { features: { swaps: false } })).toBe(true)
    // Not listed remotely: the spec default (legalCheckbox off) decides.
    expect(localContradicted({ features: [], basic: false }, { features: { legalCheckbox: true } })).toBe(true)
    expect(localContradicted({ features: [], basic: false }, { basic: true })).toBe(true)
    expect(localContradicted({ features: [], basic: false }, undefined)).toBe(false)
  })

  it("the frame warns 'Local configuration ignored' once, and the remote values win", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = testConfig({ features: [], local: { features: { swaps: false } } })
    const store = frameStore({ theme: 'light', features: config.features, local: config.local })
    expect(selectFeatureOn(store.getState(), 'swaps')).toBe(false)
    await store.dispatch(fetchRemoteConfig(config, answer({ features: [on('swaps')] })))
    expect(selectFeatureOn(store.getState(), 'swaps')).toBe(true)
    expect(warn.mock.calls.filter(([text]) => text === LOCAL_CONFIGURATION_IGNORED)).toHaveLength(1)
    warn.mockRestore()
  })

  it('says nothing when the remote configuration agrees', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const config = testConfig({ features: [], local: { features: { swaps: false } } })
    const store = frameStore({ theme: 'light', local: config.local })
    await store.dispatch(fetchRemoteConfig(config, answer({ features: [off('swaps')] })))
    expect(frameWarnings(warn)).toEqual([])
    warn.mockRestore()
  })
})

describe('basic mode', () => {
  it('turns every remote feature off, the default features keep theirs', async () => {
    const config = testConfig({ features: [] })
    const store = frameStore({ theme: 'light' })
    expect(multiWalletEnabled(store.getState())).toBe(true)
    await store.dispatch(fetchRemoteConfig(config, answer({ features: [on('email'), on('multiWallet')], basic: true })))
    expect(selectBasicMode(store.getState())).toBe(true)
    for (const id of ['email', 'socials', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] as const)
      expect(selectFeatureOn(store.getState(), id)).toBe(false)
    expect(selectFeatureOn(store.getState(), 'send')).toBe(true)
    expect(selectFeatureOn(store.getState(), 'smartSessions')).toBe(false)
    expect(selectConnectOptions(store.getState())).toEqual({ methods: ['wallet'], socials: [] })
    expect(selectFeatures(store.getState()).find((f) => f.id === 'multiWallet')?.isEnabled).toBe(false)
  })
})
