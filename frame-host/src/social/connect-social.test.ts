import { ErrorCodes, PortholeError } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { createFrameServices } from '../services.js'
import { goBack, openModal } from '../store/modal-router.js'
import { frameStore } from '../testing/frame-store.js'
import { completeSocialRedirect, connectSocial, loginWithSocial } from './connect-social.js'
import type { SocialPopup } from './social-popup.js'
import type { SocialService } from './social-service.js'

/** A login window the test finishes by hand, and the worker's routes as fakes. */
function setup({ blocked = false, startFails = false } = {}) {
  let settle!: { resolve(uri: string): void; reject(error: unknown): void }
  let stillWanted = () => true
  const popup = {
    close: vi.fn(),
    result: (wanted: () => boolean) => {
      stillWanted = wanted
      return new Promise<string>((resolve, reject) => (settle = { resolve, reject }))
    },
  } satisfies SocialPopup
  const social: SocialService = {
    openPopup: vi.fn(() => (blocked ? undefined : popup)),
    startInPopup: vi.fn(() => {
      if (startFails) throw new PortholeError(ErrorCodes.internal, 'Failed to initiate social connection')
      return 'k'.repeat(43)
    }),
    redeem: vi.fn(),
    redirect: undefined,
  }
  const services = { ...createFrameServices(), social }
  const store = frameStore({ theme: 'light', services })
  store.dispatch(openModal())
  const before = store.getState().connection
  return { store, popup, social, settle: () => settle, wanted: () => stillWanted(), before }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('social login in the frame', () => {
  it('opens the window and posts the start form into it inside the click, before anything asynchronous', () => {
    const { store, social } = setup()
    store.dispatch(loginWithSocial('google'))
    // Synchronously: the window is open, the flow started in it, and ConnectingSocial shows 'started'.
    expect(social.openPopup).toHaveBeenCalledTimes(1)
    expect(social.startInPopup).toHaveBeenCalledWith('google')
    expect(store.getState().modal.view).toBe('ConnectingSocial')
    expect(store.getState().socialLogin).toMatchObject({ provider: 'google', status: 'started' })
  })

  it("a closed window is 'Popup closed' and nothing else changes", async () => {
    const { store, settle, before } = setup()
    store.dispatch(loginWithSocial('github'))
    await tick()
    settle().reject(new PortholeError(ErrorCodes.userRejected, 'Popup closed'))
    await tick()
    expect(store.getState().socialLogin).toMatchObject({ provider: 'github', status: 'error', error: { code: 4001, message: 'Popup closed' } })
    expect(store.getState().connection).toBe(before)
    expect(store.getState().modal.view).toBe('ConnectingSocial')
  })

  it("'Failed to initiate social connection' when the worker cannot start, and the window closes", async () => {
    const { store, popup, before } = setup({ startFails: true })
    await store.dispatch(connectSocial({ provider: 'x', popup }))
    expect(store.getState().socialLogin).toMatchObject({ status: 'error', error: { message: 'Failed to initiate social connection' } })
    expect(popup.close).toHaveBeenCalled()
    expect(store.getState().connection).toBe(before)
  })

  it('a blocked window fails to initiate, without asking the worker', async () => {
    const { store, social } = setup({ blocked: true })
    store.dispatch(loginWithSocial('apple'))
    await tick()
    expect(store.getState().socialLogin).toMatchObject({ status: 'error', error: { message: 'Failed to initiate social connection' } })
    expect(social.startInPopup).not.toHaveBeenCalled()
  })

  it('leaving the view ends the attempt: the window is no longer wanted and a late result is ignored', async () => {
    const { store, social, wanted, settle } = setup()
    store.dispatch(loginWithSocial('discord'))
    await tick()
    expect(wanted()).toBe(true)
    store.dispatch(goBack())
    expect(store.getState().socialLogin).toBeNull()
    expect(wanted()).toBe(false)
    settle().resolve('https://frame.test/auth/social/result?id=x')
    await tick()
    expect(social.redeem).not.toHaveBeenCalled()
    expect(store.getState().modal.view).toBe('Connect')
  })

  it('a redirect return redeems the result with the kept key and connects the embedded wallet', async () => {
    const { store, social } = setup()
    const address = '0x00000000000000000000000000000000000000aa'
    vi.mocked(social.redeem).mockResolvedValue({
      token: 't'.repeat(32),
      address,
      solanaAddress: '11111111111111111111111111111111',
      expiresAt: Date.now() + 60_000,
      provider: 'google',
      username: 'alice@example.test',
    })
    await store.dispatch(
      completeSocialRedirect({ resultUri: 'https://frame.test/auth/social/result?id=x', flow: { provider: 'google', resultKey: 'k'.repeat(43) } }),
    )
    expect(social.redeem).toHaveBeenCalledWith('https://frame.test/auth/social/result?id=x', 'k'.repeat(43))
    expect(store.getState().connection.eip155).toMatchObject({ status: 'connected', connectorId: 'embedded' })
    expect(store.getState().socialLogin).toBeNull()
  })

  it('a failed redirect return shows its error on ConnectingSocial', async () => {
    const { store, social, before } = setup()
    vi.mocked(social.redeem).mockRejectedValue(new PortholeError(ErrorCodes.internal, 'Failed to connect'))
    await store.dispatch(
      completeSocialRedirect({ resultUri: 'https://frame.test/auth/social/result?id=x', flow: { provider: 'x', resultKey: 'k'.repeat(43) } }),
    )
    expect(store.getState().modal).toMatchObject({ open: true, view: 'ConnectingSocial' })
    expect(store.getState().socialLogin).toMatchObject({ provider: 'x', status: 'error', error: { message: 'Failed to connect' } })
    expect(store.getState().connection).toEqual(before)
  })
})
