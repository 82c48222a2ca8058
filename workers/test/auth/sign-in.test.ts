import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findAccountByIdentity } from '../../src/auth/accounts.js'
import { findSession, revokeSession } from '../../src/auth/sessions.js'
import { signIn } from '../../src/auth/sign-in.js'
import { KekConfigError, PUBLISHED_DEV_KEK, readKeks } from '../../src/auth/kek.js'
import { createWalletKey, unsealWallet } from '../../src/auth/wallet-key.js'

describe('signIn', () => {
  it('gives the same identity the same address and a new token each time', async () => {
    const identity = { provider: 'email', subject: 'same@example.com' } as const
    const first = await signIn(env, identity)
    const second = await signIn(env, identity)
    expect(second.address).toBe(first.address)
    expect(second.token).not.toBe(first.token)
    const other = await signIn(env, { provider: 'google', subject: 'same@example.com' })
    expect(other.address).not.toBe(first.address)
  })

  it('stores the key encrypted and bound to its row', async () => {
    const { address } = await signIn(env, { provider: 'email', subject: 'sealed@example.com' })
    const account = await findAccountByIdentity(env, 'email', 'sealed@example.com')
    if (!account?.key) throw new Error('no account with a key')
    // iv + 32-byte key + 16-byte tag, and not the key itself.
    expect(account.key.encryptedKey.length).toBe(2 + 2 * (12 + 32 + 16))
    expect((await unsealWallet(env, account.id, account.key)).address).toBe(address)
    await expect(unsealWallet(env, crypto.randomUUID(), account.key)).rejects.toThrow()
  })

  it('keeps only the hash of the token, and a revoked token stops working', async () => {
    const { token } = await signIn(env, { provider: 'email', subject: 'revoke@example.com' })
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE token_hash = ?').bind(token).first<{ n: number }>()
    expect(stored?.n).toBe(0)
    expect(await findSession(env, token)).toBeDefined()
    await revokeSession(env, token)
    expect(await findSession(env, token)).toBeUndefined()
  })
})

describe('the published development KEK', () => {
  const devKek = { ...env, EMBEDDED_WALLET_KEK: PUBLISHED_DEV_KEK }

  it('signs in and seals keys in development only', async () => {
    await expect(signIn({ ...devKek, ENVIRONMENT: 'development' }, { provider: 'email', subject: 'dev-kek@example.com' })).resolves.toMatchObject({
      address: expect.any(String),
    })
    const production = { ...devKek, ENVIRONMENT: 'production' }
    await expect(signIn(production, { provider: 'email', subject: 'dev-kek@example.com' })).rejects.toThrow(KekConfigError)
    await expect(signIn(production, { provider: 'email', subject: 'prod-kek@example.com' })).rejects.toThrow(/published development key/)
    expect(await findAccountByIdentity(env, 'email', 'prod-kek@example.com')).toBeUndefined()
    const account = await findAccountByIdentity(env, 'email', 'dev-kek@example.com')
    await expect(unsealWallet(production, account!.id, account!.key!)).rejects.toThrow(KekConfigError)
    await expect(createWalletKey(production, crypto.randomUUID())).rejects.toThrow(KekConfigError)
  })

  it('is refused as the previous KEK too, and a missing or malformed KEK is named', async () => {
    await expect(
      readKeks({
        ENVIRONMENT: 'production',
        EMBEDDED_WALLET_KEK: '11'.repeat(32),
        EMBEDDED_WALLET_KEK_VERSION: '2',
        EMBEDDED_WALLET_KEK_PREVIOUS: PUBLISHED_DEV_KEK,
      }),
    ).rejects.toThrow(/published development key/)
    await expect(readKeks({ ENVIRONMENT: 'production' })).rejects.toThrow(/EMBEDDED_WALLET_KEK/)
    await expect(readKeks({ ENVIRONMENT: 'production', EMBEDDED_WALLET_KEK: 'abc' })).rejects.toThrow(/64 hex characters/)
  })
})
