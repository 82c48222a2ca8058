import { Alerts } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { createSocialClient } from '../social/social-client.js'
import { frameStore } from '../testing/frame-store.js'
import { fakeChain } from '../testing/fake-chain.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { approveAsWindow } from '../testing/approve-as-window.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type Seen = { code: number; message: string; data: unknown }
const seen = (error: unknown): Seen => {
  const { code, message, data } = error as Seen
  return { code, message, data }
}

/** An embedded wallet whose worker answers every signing request with `answer`; the visitor approves. */
async function signWith(answer: () => Promise<Response>): Promise<Seen> {
  const services = createFrameServices({ storage: memoryStorage(), createTransport: () => fakeChain(), authFetch: answer })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: `ph_${'ab'.repeat(24)}`, address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )
  const pending = store.dispatch(routeRequest({ method: 'personal_sign', params: ['0x01', ADDRESS] })).then(() => expect.unreachable('it resolved'), seen)
  await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
  await approveAsWindow(store, store.getState().embedded.approvals[0]!.id)
  return pending
}

const refusal = (status: number, body: unknown) => async () => Response.json(body, { status })

// What a dapp receives when the embedded wallet's worker refuses or fails, recorded: a contract with dapps.
describe('what a dapp receives from the embedded wallet', () => {
  it.each<[string, () => Promise<Response>, Seen]>([
    [
      "the worker's refusal with its code: that code, the worker's text, no data",
      refusal(400, { error: 'The transaction failed on chain', code: -32003, data: { hash: '0x01' } }),
      { code: -32003, message: 'The transaction failed on chain', data: undefined },
    ],
    [
      "the worker's refusal without a code: -32603 with the worker's text",
      refusal(500, { error: 'Smart accounts are not enabled on this network' }),
      { code: -32603, message: 'Smart accounts are not enabled on this network', data: undefined },
    ],
    ['a lapsed session: 4100 Session Expired', refusal(401, { error: 'Session Expired' }), { code: 4100, message: 'Session Expired', data: undefined }],
    ['an answer that is no refusal: -32603 Something went wrong', refusal(502, 'gateway'), { code: -32603, message: 'Something went wrong', data: undefined }],
    ['an answer of the wrong shape', async () => Response.json({ nothing: true }), { code: -32603, message: 'Something went wrong', data: undefined }],
    [
      'no answer at all: -32603 Network Error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { code: -32603, message: 'Network Error', data: undefined },
    ],
  ])('%s', async (_, answer, expected) => {
    expect(await signWith(answer)).toStrictEqual(expected)
  })
})

describe('what a dapp receives when a social login is redeemed', () => {
  const redeem = (answer: () => Promise<Response>, connectTimeoutMs = 1_000) =>
    createSocialClient(answer, { connectTimeoutMs })
      .redeem('https://porthole.test/r', 'key')
      .then(() => expect.unreachable('it resolved'), seen)

  it.each<[string, () => Promise<Response>, Seen]>([
    ['the visitor said no at the provider', refusal(400, { error: 'Connection rejected' }), { code: 4001, message: 'Connection rejected', data: undefined }],
    [
      'the provider could not start',
      refusal(400, { error: 'Failed to initiate social connection' }),
      { code: -32603, message: 'Failed to initiate social connection', data: undefined },
    ],
    ['any other refusal', refusal(400, { error: 'Unknown result' }), { code: -32603, message: 'Failed to connect', data: undefined }],
    ['an answer of the wrong shape', async () => Response.json({ nothing: true }), { code: -32603, message: 'Failed to connect', data: undefined }],
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch')), { code: -32603, message: 'Failed to connect', data: undefined }],
  ])('%s', async (_, answer, expected) => {
    expect(await redeem(answer)).toStrictEqual(expected)
  })

  it('no answer in time', async () => {
    expect(await redeem(() => new Promise(() => {}), 5)).toStrictEqual({ code: -32603, message: Alerts.iframeRequestTimeout, data: undefined })
    expect(Alerts.iframeRequestTimeout).toBe('iframe request timeout')
  })
})
