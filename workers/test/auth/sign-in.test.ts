import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findAccountByIdentity } from '../../src/auth/accounts.js'
import { findSession, revokeSession } from '../../src/auth/sessions.js'
import { signIn } from '../../src/auth/sign-in.js'
import { unsealWallet } from '../../src/auth/wallet-key.js'

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
    if (!account) throw new Error('no account')
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
