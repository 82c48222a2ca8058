import { AuthMessages, AuthPaths, AuthScopeHeaders, ErrorCodes } from '@porthole/protocol'
import { verifyMessage, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { call } from '../support.js'
import { deviceId, emailLogin, latestCode, post } from './support.js'

/** The headers a frame of `projectId` embedded in `pageOrigin` sends on its auth calls. */
const frameOf = (projectId: string, pageOrigin = 'https://a.example') => ({ [AuthScopeHeaders.project]: projectId, [AuthScopeHeaders.pageOrigin]: pageOrigin })
const A = frameOf('project-a')

const session = (token: string, frame: Record<string, string> = {}) => call(AuthPaths.session, { headers: { Authorization: `Bearer ${token}`, ...frame } })
const sign = (token: string, address: string, frame: Record<string, string>) =>
  post(AuthPaths.walletRequest, { chainId: 31337, method: 'personal_sign', params: ['0x68656c6c6f', address] }, token, frame)

const expectRefused = async (response: Response) => {
  expect(response.status).toBe(401)
  expect(await response.json()).toEqual({ error: AuthMessages.sessionExpired, code: ErrorCodes.unauthorized })
}

/** An email login as the frame of `frame` makes it. */
async function loginFrom(email: string, frame: Record<string, string>) {
  const device = deviceId()
  expect((await post(AuthPaths.emailConnect, { email, deviceId: device }, undefined, frame)).status).toBe(200)
  const response = await post(AuthPaths.emailOtp, { email, deviceId: device, code: await latestCode(email) }, undefined, frame)
  return (await response.json()) as { token: string; address: string }
}

describe('embedded sessions are bound to the project and page origin they were issued for', () => {
  it('refuses a token of project A on project B with 4100, and signs on A', async () => {
    const { token, address } = await loginFrom('scope-a@example.com', A)
    expect((await session(token, A)).status).toBe(200)
    const signed = (await (await sign(token, address, A)).json()) as { result: Hex }
    expect(await verifyMessage({ address: address as Hex, message: 'hello', signature: signed.result })).toBe(true)

    await expectRefused(await session(token, frameOf('project-b')))
    await expectRefused(await sign(token, address, frameOf('project-b')))
    // The same project embedded in another page, and a caller naming no frame, are refused too.
    await expectRefused(await session(token, frameOf('project-a', 'https://b.example')))
    await expectRefused(await session(token))
    // Being refused elsewhere does not end the session on A, nor does A's check on load, before the page named its origin.
    expect((await session(token, A)).status).toBe(200)
    expect((await session(token, { [AuthScopeHeaders.project]: 'project-a' })).status).toBe(200)
  })

  it("answers project B's email connect with the token of project A by a code, not CONNECT", async () => {
    const email = 'scope-connect@example.com'
    const device = deviceId()
    const { token } = await loginFrom(email, A)
    const elsewhere = await post(AuthPaths.emailConnect, { email, deviceId: device, token }, undefined, frameOf('project-b'))
    expect(await elsewhere.json()).toEqual({ action: 'VERIFY_OTP' })
  })

  it('binds a session issued without a frame (as a social callback issues it) to the first frame that uses it', async () => {
    const { token } = await emailLogin('scope-social@example.com')
    expect((await session(token, frameOf('project-c'))).status).toBe(200)
    await expectRefused(await session(token, frameOf('project-d')))
    expect((await session(token, frameOf('project-c'))).status).toBe(200)
  })
})
