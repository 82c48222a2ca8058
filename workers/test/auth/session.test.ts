import { AuthMessages, AuthPaths, ErrorCodes } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { verifyMessage, verifyTypedData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../../src/auth/sessions.js'
import { call } from '../support.js'
import { deviceId, emailLogin, latestCode, post } from './support.js'

const session = (token?: string) => call(AuthPaths.session, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
const sign = (token: string, params: unknown[], method = 'personal_sign') => post(AuthPaths.walletRequest, { chainId: 31337, method, params }, token)

const expectSessionExpired = async (response: Response) => {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error: AuthMessages.sessionExpired, code: ErrorCodes.unauthorized })
}

describe('sessions', () => {
  it('answers the live session with its account', async () => {
    const { token, address } = await emailLogin('session@example.com')
    const response = await session(token)
    expect(await response.json()).toMatchObject({ address, provider: 'email', username: 'session@example.com' })
  })

  it('refuses forged tokens, and a token replayed after sign-out', async () => {
    const { token } = await emailLogin('replay@example.com')
    await expectSessionExpired(await session())
    await expectSessionExpired(await session(`ph_${'0'.repeat(48)}`))
    await expectSessionExpired(await session(token.slice(0, -1) + (token.endsWith('0') ? '1' : '0')))
    await expectSessionExpired(await sign('not-a-token', ['0x00', '0x0000000000000000000000000000000000000000']))
    expect((await post(AuthPaths.signOut, {}, token)).status).toBe(204)
    await expectSessionExpired(await session(token))
    await expectSessionExpired(await sign(token, ['0x68656c6c6f', '0x0000000000000000000000000000000000000000']))
    expect((await post(AuthPaths.signOut, {}, token)).status).toBe(204)
  })

  it("refuses a session that has lapsed with 'Session Expired'", async () => {
    const { token, address } = await emailLogin('lapsed@example.com')
    await env.DB.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
      .bind(Date.now() - 1, await hashToken(token))
      .run()
    await expectSessionExpired(await sign(token, ['0x68656c6c6f', address]))
  })
})

describe('embedded wallet requests', () => {
  it('personal_sign and eth_signTypedData_v4 verify for the session address', async () => {
    const { token, address } = await emailLogin('signer@example.com')
    const signed = (await (await sign(token, ['0x68656c6c6f', address])).json()) as { result: Hex }
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature: signed.result })).toBe(true)
    const typed = {
      domain: { name: 'Porthole', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const typedSigned = (await (await sign(token, [address, JSON.stringify(typed)], 'eth_signTypedData_v4')).json()) as { result: Hex }
    const types = { Mail: typed.types.Mail }
    expect(
      await verifyTypedData({
        address: address as Hex,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature: typedSigned.result,
      }),
    ).toBe(true)
  })

  it('refuses another account, bad params and methods it does not sign', async () => {
    const { token } = await emailLogin('refuse@example.com')
    const other = await sign(token, ['0x00', '0x1111111111111111111111111111111111111111'])
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ code: ErrorCodes.unauthorized })
    const bad = await sign(token, [42])
    expect(await bad.json()).toMatchObject({ code: ErrorCodes.invalidParams })
    expect((await sign(token, [], 'eth_sign')).status).toBe(400)
  })

  it('refuses to send on a chain without an RPC URL', async () => {
    const { token, address } = await emailLogin('nochain@example.com')
    const response = await post(
      AuthPaths.walletRequest,
      { chainId: 999, method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }] },
      token,
    )
    expect(await response.json()).toEqual({ error: 'Chain is not supported', code: ErrorCodes.chainDisconnected })
  })
})

describe('email update', () => {
  it('moves the wallet to a new address after a code to each (VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP)', async () => {
    const device = deviceId()
    const { token, address } = await emailLogin('old@example.com', device)
    // A second session of the account: another tab of the same approved browser.
    const elsewhere = await emailLogin('old@example.com', device)
    expect((await session(elsewhere.token)).status).toBe(200)
    expect(await (await post(AuthPaths.emailUpdate, { email: 'New@Example.com' }, token)).json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    expect((await post(AuthPaths.emailUpdatePrimary, { code: '000000' }, token)).status).toBe(400)
    const primary = await post(AuthPaths.emailUpdatePrimary, { code: await latestCode('old@example.com') }, token)
    expect(await primary.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await post(AuthPaths.emailUpdateSecondary, { code: await latestCode('new@example.com') }, token)
    expect(await secondary.json()).toEqual({ action: 'UPDATED', email: 'new@example.com' })
    expect(await (await session(token)).json()).toMatchObject({ address, username: 'new@example.com' })
    // The email change signed every other browser out.
    await expectSessionExpired(await session(elsewhere.token))
    expect((await emailLogin('old@example.com')).address).not.toBe(address)
  })

  it('needs a live session', async () => {
    await expectSessionExpired(await post(AuthPaths.emailUpdate, { email: 'x@example.com' }))
  })
})
