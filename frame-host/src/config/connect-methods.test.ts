import { describe, expect, it } from 'vitest'
import type { RemoteFeature } from '@porthole/protocol'
import { connectOptions, SocialProviders } from './connect-methods.js'

const feature = (id: RemoteFeature['id'], isEnabled: boolean, config: string[] | null = null): RemoteFeature => ({ id, isEnabled, config })

describe('connectOptions', () => {
  it('defaults to email, social, wallet with the spec socials in order', () => {
    expect(connectOptions([])).toEqual({ methods: ['email', 'social', 'wallet'], socials: [...SocialProviders] })
  })

  it('drops email and socials when the project turned them off; the wallet stays', () => {
    expect(connectOptions([feature('email', false), feature('socials', false)])).toEqual({ methods: ['wallet'], socials: [] })
  })

  it('takes the project’s providers in its order, ignoring unknown and repeated names', () => {
    const options = connectOptions([feature('socials', true, ['github', 'myspace', 'google', 'github'])])
    expect(options.socials).toEqual(['github', 'google'])
  })

  it('an empty provider list means no social section', () => {
    expect(connectOptions([feature('socials', true, [])]).methods).toEqual(['email', 'wallet'])
  })
})
