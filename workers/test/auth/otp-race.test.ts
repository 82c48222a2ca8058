import { AuthPaths } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { deviceId, latestCode, post } from './support.js'

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** A mailed code for a fresh address, after `wrong` wrong attempts. */
async function codeAfterWrongOnes(email: string, wrong: number): Promise<{ device: string; code: string }> {
  const device = deviceId()
  await post(AuthPaths.emailConnect, { email, deviceId: device })
  const code = await latestCode(email)
  for (let i = 0; i < wrong; i++) await post(AuthPaths.emailOtp, { email, deviceId: device, code: wrongCode(code) })
  return { device, code }
}

/** 20 attempts at once: the right code in every other one, a wrong one in between. */
async function burst(email: string, device: string, code: string): Promise<number[]> {
  const attempts = Array.from({ length: 20 }, (_, i) => post(AuthPaths.emailOtp, { email, deviceId: device, code: i % 2 ? code : wrongCode(code) }))
  return (await Promise.all(attempts)).map((response) => response.status)
}

describe('OTP attempts are checked atomically', () => {
  it('20 concurrent attempts after 4 wrong codes sign in at most once', async () => {
    const email = 'race-four@example.com'
    const { device, code } = await codeAfterWrongOnes(email, 4)
    const statuses = await burst(email, device, code)
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1)
    expect(statuses.every((status) => status === 200 || status === 400 || status === 429)).toBe(true)
  })

  it('20 concurrent right codes after 4 wrong ones: exactly one signs in', async () => {
    const email = 'race-right@example.com'
    const { device, code } = await codeAfterWrongOnes(email, 4)
    const statuses = await Promise.all(Array.from({ length: 20 }, () => post(AuthPaths.emailOtp, { email, deviceId: device, code }).then((r) => r.status)))
    expect(statuses.filter((status) => status === 200).length).toBe(1)
  })

  it('after 5 wrong codes none of 20 concurrent attempts signs in', async () => {
    const email = 'race-five@example.com'
    const { device, code } = await codeAfterWrongOnes(email, 5)
    const statuses = await burst(email, device, code)
    expect(statuses.filter((status) => status === 200)).toEqual([])
    expect(new Set(statuses)).toEqual(new Set([429]))
  })
})
