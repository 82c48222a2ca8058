import type { SiwxMessage } from '@porthole/protocol'
import { describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { disconnect } from '../connection/disconnect.js'
import { ALICE } from '../testing/fake-wallet.js'
import { fakeChainData } from '../testing/fake-chain-data.js'
import { flush, testFrame } from '../testing/test-frame.js'
import { needsSignIn } from './request-sign-in.js'
import { cancelSignIn, signIn } from '../siwx-calls.js'
import { siwxEnabled } from './siwx-slice.js'

const PAGE = 'https://shop.example'

const messageFor = (body: { origin: string; accountAddress: string; chainId: string }, overrides: Partial<SiwxMessage> = {}): SiwxMessage => ({
  accountAddress: body.accountAddress,
  chainId: body.chainId,
  domain: new URL(body.origin).host,
  uri: body.origin,
  version: '1',
  nonce: 'abcdef0123456789',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2099-01-01T00:00:00.000Z',
  serializedMessage: `${new URL(body.origin).host} wants you to sign in with your Ethereum account:\n${body.accountAddress}`,
  ...overrides,
})

async function frameWithSignIn({ required = true, overrides = {} }: { required?: boolean; overrides?: Partial<SiwxMessage> } = {}) {
  const api = fakeChainData()
  api.answer('/siwx/v1/nonce', (_query, body) => ({ body: messageFor(body as never, overrides) }))
  api.answer('/siwx/v1/verify', (_query, body) => {
    const { message, signature } = body as { message: string; signature: string }
    return { body: { id: 'a'.repeat(48), address: ALICE, chainId: 'eip155:31337', expiresAt: 4_070_908_800_000, message, signature } }
  })
  api.answer('/siwx/v1/sign-out', { body: { ok: true } })
  const frame = testFrame({ fetch: api.fetch })
  frame.store.dispatch(siwxEnabled({ config: { required, expirySeconds: 3600, clearOnDisconnect: true }, pageOrigin: PAGE }))
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  // The message is fetched once the sign-in code has loaded.
  await vi.waitFor(() => expect(['ready', 'failed']).toContain(frame.store.getState().siwx.status))
  return { frame, api }
}

describe('sign-in with X after connect', () => {
  it('asks the worker for a message for the handshake origin, signs it with the active connector and keeps the session', async () => {
    const { frame, api } = await frameWithSignIn()
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'SIWXSignMessage' })
    expect(api.calls.find((c) => c.path === '/siwx/v1/nonce')).toMatchObject({ body: { origin: PAGE, accountAddress: ALICE, chainId: 'eip155:31337' } })
    await frame.store.dispatch(signIn())
    const verify = api.calls.find((c) => c.path === '/siwx/v1/verify')
    // The fake wallet signs personal_sign as 0x5167: the exact message text went to it, hex-encoded.
    expect(verify?.body).toMatchObject({ signature: '0x5167', message: expect.stringContaining('shop.example wants you to sign in') })
    expect(frame.store.getState().siwx.session).toMatchObject({ address: ALICE, signature: '0x5167' })
    expect(frame.store.getState().modal.open).toBe(false)
    expect(needsSignIn(frame.store.getState(), 'eip155')).toBe(false)
  })

  it('refuses a message that names another page, whatever answered', async () => {
    const { frame, api } = await frameWithSignIn({ overrides: { domain: 'evil.example', uri: 'https://evil.example' } })
    expect(frame.store.getState().siwx).toMatchObject({ status: 'failed', error: { code: 'messageMismatch' } })
    await frame.store.dispatch(signIn())
    expect(api.calls.some((c) => c.path === '/siwx/v1/verify')).toBe(false)
  })

  it('an expired session needs a new sign-in', async () => {
    const { frame } = await frameWithSignIn()
    await frame.store.dispatch(signIn())
    expect(needsSignIn(frame.store.getState(), 'eip155', 4_070_908_800_001)).toBe(true)
  })

  it('declining a required sign-in disconnects; disconnecting clears and revokes the session', async () => {
    const declined = await frameWithSignIn()
    await declined.frame.store.dispatch(cancelSignIn())
    expect(declined.frame.store.getState().connection.eip155.status).toBe('disconnected')

    const { frame, api } = await frameWithSignIn()
    await frame.store.dispatch(signIn())
    await frame.store.dispatch(disconnect())
    await flush()
    expect(frame.store.getState().siwx.session).toBeUndefined()
    expect(api.calls.at(-1)).toMatchObject({ path: '/siwx/v1/sign-out', body: { sessionId: 'a'.repeat(48) } })
  })

  it('an optional sign-in can be put off, and nothing asks without sign-in on', async () => {
    const { frame } = await frameWithSignIn({ required: false })
    await frame.store.dispatch(cancelSignIn())
    expect(frame.store.getState().connection.eip155.status).toBe('connected')
    expect(frame.store.getState().modal.open).toBe(false)
    const plain = testFrame()
    plain.listWallets()
    await plain.store.dispatch(connectWallet('uuid-1'))
    expect(needsSignIn(plain.store.getState(), 'eip155')).toBe(false)
  })
})

describe('the sign-in session across reloads', () => {
  it('is stored when verified, restored while live once sign-in is on, and removed when cleared', async () => {
    const { frame } = await frameWithSignIn()
    await frame.store.dispatch(signIn())
    const stored = frame.services.siwxStorage.read()
    expect(stored).toMatchObject({ address: ALICE, signature: '0x5167' })

    const reloaded = testFrame({ storage: frame.storage })
    reloaded.store.dispatch(siwxEnabled({ config: { required: true, expirySeconds: 3600, clearOnDisconnect: true }, pageOrigin: PAGE }))
    expect(reloaded.store.getState().siwx.session).toEqual(stored)
    expect(reloaded.services.siwxStorage.read(stored!.expiresAt)).toBeUndefined()

    await frame.store.dispatch(disconnect())
    await flush()
    expect(frame.services.siwxStorage.read()).toBeUndefined()
  })
})
