import { describe, expect, it } from 'vitest'
import { selectProfile } from '../account/account-selectors.js'
import { pushView } from '../shared-state/modal-state.js'
import { ALICE } from '../testing/fake-wallet.js'
import { connectedWithChainData } from '../testing/fixtures.js'
import { evmCoinType, isValidAccountName, NAME_SUFFIX } from './account-name.js'
import { fetchNameSuggestions, fetchProfileName, registerAccountName } from './names-thunks.js'

describe('account names', () => {
  it.each([
    ['alice', true],
    ['a-1-b', true],
    ['abcd', true],
    ['abc', false],
    ['ali ce', false],
    ['alice.eth', false],
    ['ålice', false],
  ])('%s valid: %s', (label, valid) => {
    expect(isValidAccountName(label)).toBe(valid)
  })

  it('coin type sets the top bit; 0x80000000 and up is an invalid chainId', () => {
    expect(evmCoinType(1)).toBe(2147483649)
    expect(evmCoinType(31337)).toBe(0x80000000 + 31337)
    expect(() => evmCoinType(0x80000000)).toThrow('Invalid chainId')
  })

  it('registration signs the spec message through the active connector, posts it, and opens the success view', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer('/v1/profile/account', { body: { name: 'alice.reown.id' } })
    frame.store.dispatch(pushView('RegisterAccountName'))
    expect(await frame.store.dispatch(registerAccountName('alice', NAME_SUFFIX, 1_700_000_000_500))).toBe(true)
    const post = api.calls.find((c) => c.method === 'POST')!
    const message = JSON.stringify({ name: 'alice.reown.id', attributes: {}, timestamp: 1_700_000_000 })
    expect(post).toEqual({
      method: 'POST',
      path: '/v1/profile/account',
      query: {},
      body: { coin_type: 0x80000000 + 31337, address: ALICE, message, signature: '0x5167' },
    })
    expect(frame.store.getState().modal.view).toBe('RegisterAccountNameSuccess')
    expect(selectProfile(frame.store.getState())).toEqual({ name: 'alice.reown.id' })
  })

  it("a refusal in the wallet or by the API: 'Error registering name {name}', back on the form", async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer('/v1/profile/account', { status: 401, body: { error: 'bad signature' } })
    frame.store.dispatch(pushView('RegisterAccountName'))
    expect(await frame.store.dispatch(registerAccountName('alice', NAME_SUFFIX))).toBe(false)
    expect(frame.store.getState().toast).toMatchObject({ variant: 'error', message: 'Error registering name alice.reown.id' })
    expect(frame.store.getState().modal.view).toBe('RegisterAccountName')
    expect(frame.store.getState().names.registering).toBe(false)
  })

  it('an invalid label is refused before anything is signed', async () => {
    const { frame, api } = await connectedWithChainData()
    expect(await frame.store.dispatch(registerAccountName('ab', NAME_SUFFIX))).toBe(false)
    expect(api.calls).toEqual([])
  })

  it('the reverse lookup gives the profile name, cached 5 minutes', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer(`/v1/profile/reverse/${ALICE}`, {
      body: [{ name: 'alice.reown.id', registered: 1, updated: 1, addresses: {}, attributes: [{ avatar: 'https://a/alice.png' }] }],
    })
    await frame.store.dispatch(fetchProfileName({ now: 0 }))
    await frame.store.dispatch(fetchProfileName({ now: 60_000 }))
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0]!.query).toMatchObject({ sender: ALICE })
    expect(selectProfile(frame.store.getState())).toEqual({ name: 'alice.reown.id', image: 'https://a/alice.png' })
  })

  it('suggestions are listed; a failure says so', async () => {
    const { frame, api } = await connectedWithChainData()
    api.answer('/v1/profile/suggestions/alice', { body: { suggestions: [{ name: 'alice1.reown.id', registered: false }] } })
    await frame.store.dispatch(fetchNameSuggestions('alice'))
    expect(frame.store.getState().names.suggestions).toEqual({ query: 'alice', names: ['alice1.reown.id'], loading: false })
    await frame.store.dispatch(fetchNameSuggestions('bobby'))
    expect(frame.store.getState().names.suggestions.error).toBe('Error fetching name suggestions')
  })
})
