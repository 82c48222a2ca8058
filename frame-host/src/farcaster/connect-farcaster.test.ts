import { InternalRpcError, Messages, type FarcasterStart } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameServices } from '../services.js'
import { goBack, openModal } from '../store/modal-router.js'
import { frameStore } from '../testing/frame-store.js'
import { loginWithFarcaster } from './connect-farcaster.js'
import type { FarcasterClient } from './farcaster-client.js'

const CHANNEL: FarcasterStart = {
  channelToken: 't'.repeat(43),
  url: 'https://farcaster.xyz/~/siwf?channelToken=ttt&nonce=abcdefgh12',
  nonce: 'abcdefgh12',
  secret: 's'.repeat(43),
}

/** The worker's Farcaster routes as fakes: the channel completes after `pendingPolls` pending answers. */
function setup({ pendingPolls = 1, completeFails = false } = {}) {
  let polls = 0
  const farcaster: FarcasterClient = {
    start: vi.fn(async () => CHANNEL),
    completed: vi.fn(async () => polls++ >= pendingPolls),
    // A redeemed channel's session signs in as every embedded sign-in does (complete-sign-in's tests); here it never arrives.
    complete: vi.fn(() => (completeFails ? Promise.reject(new InternalRpcError(Messages.failedToConnectFarcaster)) : new Promise<never>(() => {}))),
  }
  const store = frameStore({ theme: 'light', services: { ...createFrameServices(), farcaster } })
  store.dispatch(openModal())
  return { store, farcaster }
}

afterEach(() => vi.useRealTimers())

describe('Sign In With Farcaster in the frame', () => {
  it('opens ConnectingFarcaster with the channel URL, polls each second until the client answered, then redeems the channel', async () => {
    vi.useFakeTimers()
    const { store, farcaster } = setup({ pendingPolls: 2 })
    store.dispatch(loginWithFarcaster())
    expect(store.getState().modal.view).toBe('ConnectingFarcaster')
    await vi.waitFor(() => expect(store.getState().farcasterLogin).toMatchObject({ status: 'waiting', farcasterUrl: CHANNEL.url }))
    expect(farcaster.completed).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(farcaster.completed).toHaveBeenCalledTimes(2)
    expect(farcaster.complete).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(farcaster.complete).toHaveBeenCalledWith(CHANNEL)
  })

  it("a refused sign-in stays on ConnectingFarcaster with 'Failed to connect to farcaster', and connects nothing", async () => {
    const { store } = setup({ pendingPolls: 0, completeFails: true })
    const before = store.getState().connection
    store.dispatch(loginWithFarcaster())
    await vi.waitFor(() => expect(store.getState().farcasterLogin).toMatchObject({ status: 'error', error: { message: 'Failed to connect to farcaster' } }))
    expect(store.getState().modal.view).toBe('ConnectingFarcaster')
    expect(store.getState().connection).toBe(before)
  })

  it('leaving the view stops the polling', async () => {
    vi.useFakeTimers()
    const { store, farcaster } = setup({ pendingPolls: 100 })
    store.dispatch(loginWithFarcaster())
    await vi.waitFor(() => expect(store.getState().farcasterLogin?.status).toBe('waiting'))
    store.dispatch(goBack())
    await vi.advanceTimersByTimeAsync(5_000)
    expect(farcaster.completed).toHaveBeenCalledTimes(1)
    expect(store.getState().farcasterLogin).toBeNull()
  })
})
