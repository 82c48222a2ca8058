import { Alerts, AuthPaths } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { disconnect } from '../connection/disconnect.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { closeModal } from '../shared-state/modal-state.js'
import { frameStore } from '../testing/frame-store.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { EmbeddedKeys } from './embedded-storage.js'
import { approveAsWindow } from '../testing/approve-as-window.js'
import { registerAccountName } from '../names/names-thunks.js'
import { flush } from '../testing/test-frame.js'
import { fakeChain } from '../testing/fake-chain.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = `ph_${'ab'.repeat(24)}`

type Call = { url: string; init: RequestInit }

/** A frame whose worker is a function of the path; every call is recorded. */
async function embeddedFrame(answer: (path: string, init: RequestInit) => Response = () => Response.json({ result: '0x1234' })) {
  const calls: Call[] = []
  const storage = memoryStorage()
  const services = createFrameServices({
    storage,
    createTransport: () => fakeChain(),
    authFetch: async (url, init) => {
      calls.push({ url, init })
      return answer(url, init)
    },
  })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: TOKEN, address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )
  return { store, storage, calls, request: (method: string, params: unknown[]) => store.dispatch(routeRequest({ method, params })) }
}

/** The request reached ApproveTransaction (its code loads on the first request). */
const shown = (store: Awaited<ReturnType<typeof embeddedFrame>>['store']) =>
  vi.waitFor(() => expect(store.getState().modal).toMatchObject({ open: true, view: 'ApproveTransaction' }))

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (result) => ({ result }),
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  )

describe('embedded wallet in the frame', () => {
  it('completeEmbeddedSignIn connects the embedded connector and stores the account key references, never a key', async () => {
    const { store, storage } = await embeddedFrame()
    expect(store.getState().connection.eip155).toMatchObject({ status: 'connected', connectorId: 'embedded', accounts: [{ address: ADDRESS }] })
    expect(storage.getItem(EmbeddedKeys.email)).toBe('me@example.com')
    expect(storage.getItem(EmbeddedKeys.emailLoginUsed)).toBe('true')
    expect(storage.getItem(EmbeddedKeys.lastEmailLoginTime)).toBeNull()
    expect(storage.getItem(EmbeddedKeys.lastUsedChain)).toBe('eip155:31337')
  })

  it('signs only after Approve, sending the active chain and the session token', async () => {
    const { store, calls, request } = await embeddedFrame()
    const pending = settle(request('personal_sign', ['0x68656c6c6f', ADDRESS]))
    await shown(store)
    const state = store.getState()
    expect(state.modal).toMatchObject({ open: true, view: 'ApproveTransaction' })
    const [approval] = state.embedded.approvals
    expect(approval?.description).toEqual({ kind: 'message', text: 'hello', raw: false })
    expect(calls).toEqual([])
    await approveAsWindow(store, approval!.id)
    expect(await pending).toEqual({ result: '0x1234' })
    expect(calls[0]?.url).toBe(AuthPaths.walletRequest)
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`)
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ chainId: 31337, method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS], accountType: 'eoa' })
    expect(store.getState().modal.open).toBe(false)
  })

  it('the frame’s own actions take the same road: a name registration waits in ApproveTransaction, then the worker signs', async () => {
    const { store, calls } = await embeddedFrame((path) =>
      path === AuthPaths.walletRequest ? Response.json({ result: `0x${'11'.repeat(65)}` }) : Response.json({}),
    )
    const registering = store.dispatch(registerAccountName('alice', '.reown.id'))
    await shown(store)
    expect(store.getState().embedded.approvals[0]).toMatchObject({ method: 'personal_sign', description: { kind: 'message' } })
    expect(calls).toEqual([])
    await approveAsWindow(store, store.getState().embedded.approvals[0]!.id)
    await registering
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ chainId: 31337, method: 'personal_sign' })
  })

  it('a request the page withdraws leaves ApproveTransaction, and a later Approve signs nothing', async () => {
    const { store, calls } = await embeddedFrame()
    const page = new AbortController()
    const pending = settle(store.dispatch(routeRequest({ method: 'personal_sign', params: ['0x00', ADDRESS] }, { signal: page.signal })))
    await shown(store)
    const [approval] = store.getState().embedded.approvals
    page.abort()
    expect(await pending).toEqual({ code: 4900, message: 'Request was aborted' })
    expect(store.getState().embedded.approvals).toEqual([])
    expect(store.getState().modal.open).toBe(false)
    await approveAsWindow(store, approval!.id)
    await flush()
    expect(calls).toEqual([])
  })

  it('a request withdrawn once approved is still sent: the visitor asked for it', async () => {
    const { store, calls } = await embeddedFrame()
    const page = new AbortController()
    const pending = settle(store.dispatch(routeRequest({ method: 'personal_sign', params: ['0x00', ADDRESS] }, { signal: page.signal })))
    await shown(store)
    await approveAsWindow(store, store.getState().embedded.approvals[0]!.id)
    page.abort()
    expect(await pending).toEqual({ result: '0x1234' })
    expect(calls).toHaveLength(1)
  })

  it('closing the modal rejects every waiting request with 4001', async () => {
    const { store, calls, request } = await embeddedFrame()
    const first = settle(request('personal_sign', ['0x00', ADDRESS]))
    const second = settle(request('eth_sendTransaction', [{ to: ADDRESS, value: '0x1' }]))
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(2))
    expect(store.getState().embedded.approvals).toHaveLength(2)
    store.dispatch(closeModal())
    expect(await first).toMatchObject({ code: 4001 })
    expect(await second).toMatchObject({ code: 4001 })
    expect(store.getState().embedded.approvals).toEqual([])
    expect(calls).toEqual([])
  })

  it('a method the embedded wallet does not do opens the modal, shows the error after 300 ms and is rejected', async () => {
    const { store, request } = await embeddedFrame()
    const started = Date.now()
    const outcome = settle(request('eth_sign', [ADDRESS, '0x00']))
    await shown(store)
    expect(store.getState().modal).toMatchObject({ open: true, view: 'ApproveTransaction' })
    expect(store.getState().embedded.notAllowed).toEqual({ method: 'eth_sign', shown: false })
    expect(await outcome).toEqual({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(295)
    expect(store.getState().embedded.notAllowed).toEqual({ method: 'eth_sign', shown: true })
  })

  it("a 401 from the worker is 'Session Expired': alert, disconnected, sign-in storage cleared", async () => {
    const { store, storage, request } = await embeddedFrame(() => Response.json({ error: 'Session Expired', code: 4100 }, { status: 401 }))
    const outcome = settle(request('personal_sign', ['0x00', ADDRESS]))
    await shown(store)
    await approveAsWindow(store, store.getState().embedded.approvals[0]!.id)
    expect(await outcome).toEqual({ code: 4100, message: 'Session Expired' })
    expect(store.getState().alerts.shown).toContain(Alerts.sessionExpired)
    expect(store.getState().connection.eip155.status).toBe('disconnected')
    expect(storage.getItem(EmbeddedKeys.session)).toBeNull()
    expect(storage.getItem(EmbeddedKeys.email)).toBeNull()
  })

  it('disconnect signs out with the token and clears the flag, email, last chain and social username', async () => {
    const { store, storage, calls } = await embeddedFrame(() => new Response(null, { status: 204 }))
    storage.setItem(EmbeddedKeys.socialUsername, 'someone')
    await store.dispatch(disconnect())
    expect(calls.map((c) => c.url)).toEqual([AuthPaths.signOut])
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal)
    for (const key of [EmbeddedKeys.session, EmbeddedKeys.emailLoginUsed, EmbeddedKeys.email, EmbeddedKeys.lastUsedChain, EmbeddedKeys.socialUsername]) {
      expect(storage.getItem(key)).toBeNull()
    }
  })
})

it("the session lapsing while connected raises 'Session Expired' and disconnects", async () => {
  // The session's clock is the test's, so a slow machine cannot let it lapse before the sign-in ends.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  try {
    const services = createFrameServices({ storage: memoryStorage(), authFetch: async () => new Response(null, { status: 204 }) })
    const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, services })
    const lifetime = 60_000
    await store.dispatch(completeEmbeddedSignIn({ token: TOKEN, address: ADDRESS, expiresAt: Date.now() + lifetime, provider: 'google', username: 'someone' }))
    expect(store.getState().connection.eip155.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(lifetime - 1)
    expect(store.getState().connection.eip155.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(2)
    expect(store.getState().alerts.shown).toContain(Alerts.sessionExpired)
    expect(store.getState().connection.eip155.status).toBe('disconnected')
  } finally {
    vi.useRealTimers()
  }
})
