import { AuthPaths } from '@porthole/protocol'
import { expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { disconnect } from '../connection/disconnect.js'
import { createFrameServices } from '../services.js'
import { frameStore } from '../testing/frame-store.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { EmbeddedKeys } from './embedded-storage.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

it('signing out ends at the sign-out deadline (3000 ms) when the worker never answers, with the sign-in cleared', { timeout: 20_000 }, async () => {
  const timeout = vi.spyOn(AbortSignal, 'timeout')
  const signals: AbortSignal[] = []
  const storage = memoryStorage()
  const services = createFrameServices({
    storage,
    // A worker that never answers: the call ends only when its signal aborts.
    authFetch: (url, init) => {
      expect(url).toBe(AuthPaths.signOut)
      const signal = init.signal!
      signals.push(signal)
      return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    },
  })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: `ph_${'ab'.repeat(24)}`, address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )

  await store.dispatch(disconnect())
  // The deadline, not the worker, ended the call.
  expect(timeout).toHaveBeenCalledWith(3000)
  expect(timeout.mock.results[0]!.value).toBe(signals[0])
  expect(signals).toHaveLength(1)
  expect(signals[0]!.aborted).toBe(true)
  expect((signals[0]!.reason as DOMException).name).toBe('TimeoutError')
  expect(store.getState().connection.eip155.status).toBe('disconnected')
  expect(storage.getItem(EmbeddedKeys.session)).toBeNull()
})
