import { CONNECT_TIMEOUT_MS, FRAME_READY_DELAY_MS } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthClient } from './embedded/auth-client.js'
import type { AuthFetch } from './http/index.js'
import { createSocialClient } from './social/social-client.js'
import { connectedFrame } from './testing/page-end.js'

/** A worker that never answers; the signals each request was given. */
function silentWorker() {
  const signals: AbortSignal[] = []
  const fetch = vi.fn<AuthFetch>((_url, init) => {
    signals.push(init.signal!)
    return new Promise<Response>(() => {})
  })
  return { fetch, signals }
}

afterEach(() => void vi.useRealTimers())

describe('connect timeout (email, device, OTP, social, redirect)', () => {
  it('is 120000 ms: the email step then says iframe request timeout, and its request is aborted', async () => {
    vi.useFakeTimers()
    expect(CONNECT_TIMEOUT_MS).toBe(120_000)
    const worker = silentWorker()
    const client = createAuthClient(worker.fetch)
    const outcome = client.emailConnect({ email: 'a@b.co', deviceId: 'd' }).catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1)
    expect(worker.signals[0]!.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ name: 'HttpError', code: 'timeout', message: 'iframe request timeout' })
    expect(worker.signals[0]!.aborted).toBe(true)
  })

  it.each([
    ['device', (c: ReturnType<typeof createAuthClient>) => c.emailDevice({ email: 'a@b.co', deviceId: 'd' })],
    ['OTP', (c: ReturnType<typeof createAuthClient>) => c.emailOtp({ email: 'a@b.co', deviceId: 'd', code: '123456' })],
  ])('%s: the same, with the timeout a test injects', async (_, step) => {
    const worker = silentWorker()
    await expect(step(createAuthClient(worker.fetch, { connectTimeoutMs: 20 }))).rejects.toMatchObject({ message: 'iframe request timeout' })
    expect(worker.signals[0]!.aborted).toBe(true)
  })

  it('social login (popup or redirect): redeeming the result times out the same way', async () => {
    const worker = silentWorker()
    await expect(createSocialClient(worker.fetch, { connectTimeoutMs: 20 }).redeem('https://x.test/r', 'k')).rejects.toMatchObject({
      message: 'iframe request timeout',
    })
    expect(worker.signals[0]!.aborted).toBe(true)
  })

  it('an answer in time is not touched by the timer', async () => {
    const client = createAuthClient(async () => Response.json({ action: 'VERIFY_OTP' }), { connectTimeoutMs: 50 })
    await expect(client.emailConnect({ email: 'a@b.co', deviceId: 'd' })).resolves.toMatchObject({ action: 'VERIFY_OTP' })
  })
})

describe('frame ready: initialized 500 ms after the page channel is accepted', () => {
  it('is not initialized before, and is after', async () => {
    vi.useFakeTimers()
    const frame = connectedFrame()
    await vi.advanceTimersByTimeAsync(FRAME_READY_DELAY_MS - 1)
    expect(frame.store.getState().modal.initialized).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.store.getState().modal.initialized).toBe(true)
    frame.close()
  })
})
