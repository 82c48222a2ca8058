import { AuthPaths, PasskeyFlowMessages, PasskeyMessages, PasskeyOperationPaths, PasskeyPaths } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedKeys } from '../embedded-storage.js'
import { answerApproval } from '../request-embedded.js'
import { featuresFetched } from '../../store/features-slice.js'
import { setPreferredAccountType } from '../../smart-account/set-preferred-account-type.js'
import { hashOf, OWNER, SMART, smartFrame } from '../../testing/smart-account-frame.js'
import { flush } from '../../testing/test-frame.js'
import { secureWithPasskey } from './passkey-secure.js'

const ORIGIN = 'http://localhost:8787'
const CHALLENGE = { challengeId: crypto.randomUUID(), challenge: hashOf(1), rpId: 'localhost', userId: `0x${'ab'.repeat(16)}` }
/** What the window's authenticator made: its credential and key. */
const created = { id: 'cred-1', clientDataJSON: 'e30', attestationObject: 'o2Nm', publicKey: `0x04${'11'.repeat(64)}` }
const OTHER_KEY = `0x04${'22'.repeat(64)}`

type Secured = { credentialId: string; publicKey: string; address: string; transactionHash: string }

/**
 * The passkey window as the frame meets it: a popup of the frame's origin that says it is ready,
 * and answers the creation it is sent with `credential` (none: the visitor cancelled).
 */
function passkeyWindow(credential: typeof created | undefined) {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = {
    closed: false,
    purpose: undefined as string | undefined,
    close: () => void (popup.closed = true),
    postMessage: (message: { type: string; creation?: { id: string; purpose?: string } }) => {
      if (message.type !== 'porthole-passkey-request') return
      popup.purpose = message.creation!.purpose
      deliver({ type: 'porthole-passkey-answer', id: message.creation!.id, ...(credential ? { credential } : {}) })
    },
  }
  const deliver = (data: unknown) => queueMicrotask(() => listeners.forEach((fn) => fn({ data, source: popup, origin: ORIGIN } as unknown as MessageEvent)))
  vi.stubGlobal('location', { origin: ORIGIN })
  vi.stubGlobal('addEventListener', (_type: string, fn: (event: MessageEvent) => void) => {
    listeners.add(fn)
    deliver({ type: 'porthole-passkey-ready', id: 'window-1' })
  })
  vi.stubGlobal('removeEventListener', (_type: string, fn: (event: MessageEvent) => void) => void listeners.delete(fn))
  return { popup: popup as unknown as Window & { closed: boolean; purpose?: string }, id: 'window-1' }
}

/** An email account on 31337 whose worker answers the passkey routes: `secured` for the secure route. */
async function securingFrame(secured: Partial<Secured> = {}) {
  const paths: string[] = []
  const frame = await smartFrame({
    answer: (_body, path) => {
      paths.push(path)
      if (path === PasskeyPaths.challenge) return Response.json(CHALLENGE)
      if (path === PasskeyPaths.secure)
        return Response.json({ credentialId: created.id, publicKey: created.publicKey, address: SMART, transactionHash: hashOf(2), ...secured })
      if (path === PasskeyOperationPaths.prepare) return Response.json({ error: 'No bundler here' }, { status: 503 })
      return Response.json({ result: hashOf(paths.length) })
    },
  })
  const storedSession = () => JSON.parse(frame.storage.getItem(EmbeddedKeys.session)!) as Record<string, unknown>
  return { ...frame, paths, storedSession }
}

afterEach(() => void vi.unstubAllGlobals())

describe('securing an email account’s smart account with a passkey', () => {
  it('records the window’s passkey as the smart account’s owner once the worker’s answer names it and this smart account', async () => {
    const { store, storedSession, paths } = await securingFrame()
    const window = passkeyWindow(created)
    await store.dispatch(secureWithPasskey(window))
    expect(paths).toEqual([PasskeyPaths.challenge, PasskeyPaths.secure])
    expect(storedSession()).toMatchObject({ address: OWNER, smartAccountPasskey: { credentialId: created.id, publicKey: created.publicKey } })
    expect(storedSession()).not.toHaveProperty('passkey')
    expect(store.getState().embedded.user).toMatchObject({ address: OWNER, smartAccountSecured: true })
    expect(store.getState().passkeyLogin).toBeNull()
    expect(window.popup.closed).toBe(true)
    // The window was told the passkey secures this account, so it does not offer to create an account.
    expect(window.popup.purpose).toBe('secure')
  })

  it.each([
    ['another public key', { publicKey: OTHER_KEY }],
    ['another credential', { credentialId: 'cred-2' }],
    ['another smart account', { address: OWNER }],
  ])('refuses a worker that answers %s, before anything is recorded', async (_what, secured) => {
    const { store, storedSession } = await securingFrame(secured)
    await store.dispatch(secureWithPasskey(passkeyWindow(created)))
    expect(store.getState().passkeyLogin).toMatchObject({ kind: 'secure', status: 'error', error: { code: 4100, message: PasskeyFlowMessages.secureMismatch } })
    expect(storedSession()).not.toHaveProperty('smartAccountPasskey')
    expect(store.getState().embedded.user).not.toHaveProperty('smartAccountSecured')
  })

  it('a cancelled window is 4001 and asks the worker for nothing but the challenge; a blocked one for nothing at all', async () => {
    const { store, paths, storedSession } = await securingFrame()
    await store.dispatch(secureWithPasskey(passkeyWindow(undefined)))
    expect(store.getState().passkeyLogin).toMatchObject({ status: 'error', error: { code: 4001, message: PasskeyFlowMessages.cancelled } })
    await store.dispatch(secureWithPasskey({ popup: undefined, id: 'window-2' }))
    expect(store.getState().passkeyLogin).toMatchObject({ status: 'error', error: { message: PasskeyFlowMessages.windowBlocked } })
    expect(paths).toEqual([PasskeyPaths.challenge])
    expect(storedSession()).not.toHaveProperty('smartAccountPasskey')
  })
})

describe('a secured account’s requests', () => {
  async function securedFrame() {
    const frame = await securingFrame()
    await frame.store.dispatch(secureWithPasskey(passkeyWindow(created)))
    vi.unstubAllGlobals()
    frame.paths.length = 0
    return frame
  }

  it('the smart account’s message waits for the passkey in the approval window; its transaction goes to the passkey routes, never the worker’s key', async () => {
    const { store, request, paths } = await securedFrame()
    const message = request('personal_sign', ['0x68656c6c6f', SMART])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    expect(store.getState().embedded.approvals[0]!.request.passkey).toMatchObject({ credentialId: created.id, publicKey: created.publicKey })
    await store.dispatch(answerApproval(store.getState().embedded.approvals[0]!.id, false))
    await expect(message).rejects.toMatchObject({ code: 4001 })

    await expect(request('eth_sendTransaction', [{ from: SMART, to: OWNER, value: '0x1' }])).rejects.toMatchObject({ message: 'No bundler here' })
    expect(paths).toEqual([PasskeyOperationPaths.prepare])
  })

  it('are the passkey’s on a device that did not secure it, and after a reload, once the worker’s session names the passkey', async () => {
    const passkey = { credentialId: created.id, publicKey: created.publicKey }
    const { store, request, storage } = await smartFrame({ session: { smartAccountPasskey: passkey } })
    expect(store.getState().embedded.user).toMatchObject({ smartAccountSecured: true })
    expect(JSON.parse(storage.getItem(EmbeddedKeys.session)!)).toMatchObject({ smartAccountPasskey: passkey })
    void request('personal_sign', ['0x68656c6c6f', SMART]).catch(() => {})
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    expect(store.getState().embedded.approvals[0]!.request.passkey).toMatchObject(passkey)

    const reloaded = await smartFrame({ storage, signIn: false, session: { smartAccountPasskey: passkey } })
    await vi.waitFor(() => expect(reloaded.store.getState().embedded.user).toMatchObject({ smartAccountSecured: true }))
  })

  it('a request the passkey does not sign (EIP-2255 permissions) is refused as a passkey account’s is (4200), before anything is asked of the worker', async () => {
    const { store, request, paths } = await securedFrame()
    store.dispatch(featuresFetched({ features: [{ id: 'smartSessions', isEnabled: true, config: null }], basic: false }))
    await expect(request('wallet_requestPermissions', [{ eth_accounts: {} }])).rejects.toMatchObject({ code: 4200, message: PasskeyMessages.cannotSignYet })
    expect(paths).toEqual([])
  })

  it('the account’s own address still signs through the worker, as before', async () => {
    const { store, request, approve, sent, paths } = await securedFrame()
    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    sent.length = 0
    paths.length = 0
    const message = request('personal_sign', ['0x68656c6c6f', OWNER])
    await approve()
    await expect(message).resolves.toMatch(/^0x/)
    expect(sent).toEqual([expect.objectContaining({ method: 'personal_sign', accountType: 'eoa' })])
    expect(paths).toEqual([AuthPaths.walletRequest])
  })
})
