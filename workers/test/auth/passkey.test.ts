import { AuthPaths, ErrorCodes, PasskeyPaths, passkeySignedIn, sessionUser, type PasskeySignedIn } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { toSafeSmartAccount } from 'permissionless/accounts'
import { toWebAuthnAccount } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT, SAFE_VERSION, SALT_NONCE } from '../../src/smart-account/account.js'
import { passkeySignerOf } from '../../src/smart-account/passkey-account.js'
import { chainClients, walletRequest, workerFetch } from '../smart-account/support.js'
import { newChallenge, passkeyPost, SoftwareAuthenticator } from './passkey-support.js'

async function register(authenticator: SoftwareAuthenticator): Promise<PasskeySignedIn> {
  const { challengeId, challenge } = await newChallenge('register')
  const response = await passkeyPost(PasskeyPaths.register, { challengeId, credential: authenticator.register(challenge) })
  if (response.status !== 200) throw new Error(`registration failed: ${await response.text()}`)
  return passkeySignedIn().parse(await response.json())
}

async function signIn(authenticator: SoftwareAuthenticator, options: Parameters<SoftwareAuthenticator['assert']>[1] = {}): Promise<Response> {
  const { challengeId, challenge } = await newChallenge('sign-in')
  return passkeyPost(PasskeyPaths.signIn, { challengeId, assertion: authenticator.assert(challenge, options) })
}

const session = (token: string) => workerFetch(AuthPaths.session, { headers: { Authorization: `Bearer ${token}` } })

const expectRefused = async (response: Response, status: number) => {
  expect(response.status).toBe(status)
  expect(await response.json()).toEqual({ error: expect.any(String) })
}

describe('passkey accounts', () => {
  it('registers a passkey as the only owner of a new Safe, and signs in to the same account with it', async () => {
    const authenticator = new SoftwareAuthenticator()
    const registered = await register(authenticator)
    expect(registered).toMatchObject({ credentialId: authenticator.id, publicKey: authenticator.publicKey })

    // The address the frame derives from the public key alone (its passkey-safe-address.ts is held equal to this).
    const owner = toWebAuthnAccount({ credential: { id: authenticator.id, publicKey: authenticator.publicKey } })
    const safe = await toSafeSmartAccount({
      client: chainClients(31337).client,
      owners: [owner],
      version: SAFE_VERSION,
      entryPoint: ENTRY_POINT,
      saltNonce: SALT_NONCE,
      // The worker's signer (Safe's 0.2.1, seeded on the local chains): permissionless' default verifiers lack the precompile.
      safeWebAuthnSharedSignerAddress: passkeySignerOf(env).sharedSigner as `0x${string}`,
      safeP256VerifierAddress: passkeySignerOf(env).verifiers as `0x${string}`,
    })
    expect(registered.address).toBe(safe.address)

    const response = await signIn(authenticator)
    expect(response.status).toBe(200)
    const signedIn = passkeySignedIn().parse(await response.json())
    expect(signedIn).toMatchObject({ address: registered.address, publicKey: authenticator.publicKey, credentialId: authenticator.id })
    expect(signedIn.token).not.toBe(registered.token)
  })

  it("answers the session with the passkey it signed in with, and no key's addresses", async () => {
    const authenticator = new SoftwareAuthenticator()
    const { token, address } = await register(authenticator)
    const user = sessionUser().parse(await (await session(token)).json())
    expect(user).toEqual({
      address,
      provider: 'passkey',
      username: null,
      expiresAt: expect.any(Number),
      passkey: { credentialId: authenticator.id, publicKey: authenticator.publicKey },
    })
  })

  it('makes a new account for each registration, and refuses a credential that already has one', async () => {
    const authenticator = new SoftwareAuthenticator()
    const [first, second] = [await register(authenticator), await register(new SoftwareAuthenticator())]
    expect(second.address).not.toBe(first.address)
    const { challengeId, challenge } = await newChallenge('register')
    await expectRefused(await passkeyPost(PasskeyPaths.register, { challengeId, credential: authenticator.register(challenge) }), 409)
  })

  it("takes passkey requests from the worker's own origin only", async () => {
    const response = await workerFetch(PasskeyPaths.challenge, {
      method: 'POST',
      body: JSON.stringify({ purpose: 'sign-in' }),
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it("refuses a passkey session at the worker's signing routes: the worker holds no key for it", async () => {
    const { token, address } = await register(new SoftwareAuthenticator())
    const evm = await walletRequest(token, { chainId: 31337, method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(evm).toEqual({ status: 403, body: { error: expect.any(String), code: ErrorCodes.unauthorized } })
    const solana = await workerFetch(AuthPaths.solanaRequest, {
      method: 'POST',
      body: JSON.stringify({ method: 'solana_signMessage', params: { message: '2NEpo7TZRRrLZSi2U', pubkey: '11111111111111111111111111111111' } }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    })
    expect(solana.status).toBe(403)
    expect(await solana.json()).toEqual({ error: expect.any(String), code: ErrorCodes.unauthorized })
  })
})

describe('passkey challenges', () => {
  it('answers a challenge once', async () => {
    const authenticator = new SoftwareAuthenticator()
    const { challengeId, challenge } = await newChallenge('register')
    const credential = authenticator.register(challenge)
    expect((await passkeyPost(PasskeyPaths.register, { challengeId, credential })).status).toBe(200)
    await expectRefused(await passkeyPost(PasskeyPaths.register, { challengeId, credential }), 400)

    const signIn = await newChallenge('sign-in')
    const assertion = authenticator.assert(signIn.challenge)
    expect((await passkeyPost(PasskeyPaths.signIn, { challengeId: signIn.challengeId, assertion })).status).toBe(200)
    await expectRefused(await passkeyPost(PasskeyPaths.signIn, { challengeId: signIn.challengeId, assertion }), 400)
  })

  it('refuses a challenge past its expiry', async () => {
    const { challengeId, challenge } = await newChallenge('register')
    await env.DB.prepare('UPDATE passkey_challenges SET expires_at = ? WHERE id = ?')
      .bind(Date.now() - 1, challengeId)
      .run()
    await expectRefused(await passkeyPost(PasskeyPaths.register, { challengeId, credential: new SoftwareAuthenticator().register(challenge) }), 400)
  })

  it('refuses a challenge issued for the other ceremony', async () => {
    const authenticator = new SoftwareAuthenticator()
    await register(authenticator)
    const forSignIn = await newChallenge('sign-in')
    await expectRefused(
      await passkeyPost(PasskeyPaths.register, { challengeId: forSignIn.challengeId, credential: new SoftwareAuthenticator().register(forSignIn.challenge) }),
      400,
    )
    const forRegister = await newChallenge('register')
    await expectRefused(
      await passkeyPost(PasskeyPaths.signIn, { challengeId: forRegister.challengeId, assertion: authenticator.assert(forRegister.challenge) }),
      400,
    )
  })

  it('names the worker as relying party, and a user handle for a registration only', async () => {
    expect(await newChallenge('register')).toMatchObject({ rpId: 'porthole.test', userId: expect.stringMatching(/^0x[0-9a-f]{32}$/) })
    expect(await newChallenge('sign-in')).not.toHaveProperty('userId')
  })
})

describe('passkey ceremonies refused', () => {
  it("refuses a registration made for another origin or another relying party's host", async () => {
    for (const ceremony of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const { challengeId, challenge } = await newChallenge('register')
      await expectRefused(await passkeyPost(PasskeyPaths.register, { challengeId, credential: new SoftwareAuthenticator().register(challenge, ceremony) }), 400)
    }
  })

  it("refuses a registration's credential signed over another challenge", async () => {
    const { challengeId } = await newChallenge('register')
    const other = await newChallenge('register')
    await expectRefused(await passkeyPost(PasskeyPaths.register, { challengeId, credential: new SoftwareAuthenticator().register(other.challenge) }), 400)
  })

  it('refuses, with one answer, an assertion of another origin, one signed by another key, and an unknown credential', async () => {
    const authenticator = new SoftwareAuthenticator()
    await register(authenticator)
    const refusals = [
      await signIn(authenticator, { origin: 'https://evil.example' }),
      await signIn(authenticator, { signer: new SoftwareAuthenticator() }),
      await signIn(new SoftwareAuthenticator()),
    ]
    const bodies = await Promise.all(refusals.map(async (response) => ({ status: response.status, body: await response.json() })))
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    expect(bodies[0]).toEqual({ status: 401, body: { error: expect.any(String) } })
    expect((await signIn(authenticator)).status).toBe(200)
  })

  it('refuses an assertion whose counter did not grow (a copy of the key), and accepts an authenticator that keeps no counter', async () => {
    const authenticator = new SoftwareAuthenticator({ counter: 5 })
    await register(authenticator)
    expect((await signIn(authenticator)).status).toBe(200)
    authenticator.counter = 6
    await expectRefused(await signIn(authenticator), 401)
    expect((await signIn(authenticator)).status).toBe(200)

    const counterless = new SoftwareAuthenticator({ counter: 0 })
    await register(counterless)
    expect((await signIn(counterless)).status).toBe(200)
    expect((await signIn(counterless)).status).toBe(200)
  })

  it('refuses to register when the worker has no smart-account chain', async () => {
    const { challengeId, challenge } = await newChallenge('register')
    const response = await passkeyPost(
      PasskeyPaths.register,
      { challengeId, credential: new SoftwareAuthenticator().register(challenge) },
      { BUNDLER_URLS: '{}' },
    )
    await expectRefused(response, 503)
  })
})
