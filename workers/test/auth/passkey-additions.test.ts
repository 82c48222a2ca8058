import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ADDITION_TTL_MS, findAddition, holdAddition, type PasskeyAddition } from '../../src/auth/passkey/additions.js'

/** A passkey account of its own, as registration makes one (the additions reference it). */
async function passkeyAccount(): Promise<string> {
  const id = crypto.randomUUID()
  const address = `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  await env.DB.prepare('INSERT INTO accounts (id, provider, subject, address, created_at) VALUES (?, ?, ?, ?, ?)')
    .bind(id, 'passkey', id, address, Date.now())
    .run()
  return id
}

const addition = (accountId: string): PasskeyAddition => ({
  credentialId: crypto.randomUUID(),
  accountId,
  publicKey: `0x04${'11'.repeat(64)}`,
  signCount: 0,
  signer: `0x${'22'.repeat(20)}`,
  safe: `0x${'33'.repeat(20)}`,
})

const held = async (credentialId: string) => env.DB.prepare('SELECT 1 FROM passkey_additions WHERE credential_id = ?').bind(credentialId).first()

describe('passkeys held to be added', () => {
  afterEach(() => vi.useRealTimers())

  it('one whose owner change never came is not found after a day, and is gone once another is held', async () => {
    const account = await passkeyAccount()
    const abandoned = addition(account)
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] })
    expect(await holdAddition(env, abandoned)).toBe(true)
    expect(await findAddition(env, account, abandoned.credentialId)).toMatchObject({ signer: abandoned.signer })

    vi.setSystemTime(Date.now() + ADDITION_TTL_MS - 1_000)
    expect(await findAddition(env, account, abandoned.credentialId)).toBeDefined()
    vi.setSystemTime(Date.now() + 2_000)
    expect(await findAddition(env, account, abandoned.credentialId)).toBeUndefined()
    expect(await held(abandoned.credentialId)).not.toBeNull()

    const next = addition(account)
    expect(await holdAddition(env, next)).toBe(true)
    expect(await held(abandoned.credentialId)).toBeNull()
    expect(await findAddition(env, account, next.credentialId)).toBeDefined()
  })
})
