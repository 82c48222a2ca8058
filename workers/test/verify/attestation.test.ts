import { VerifyPaths } from '@porthole/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASE, call, seedProject } from '../support.js'

const PAGE = 'https://shop.example'
const PROJECT = 'verify-project'
const id = () => [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')

/** What a wallet's sign-client fetches: `{verifyUrl}/attestation/{id}?v2Supported=true`. */
const read = (attestation: string) => call(`${VerifyPaths.attestation}/${attestation}?v2Supported=true`)

beforeAll(() => seedProject(PROJECT, [PAGE]))

describe('Verify API', () => {
  it('a scripted client forging every header the frame would send gets no attestation for an allow-listed origin', async () => {
    const attestation = id()
    // Everything the frame's own registration would carry: its origin, a same-origin fetch, an allow-listed page.
    const forged = await call(VerifyPaths.attestation, {
      method: 'POST',
      origin: BASE,
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors', Referer: `${BASE}/frame` },
      body: JSON.stringify({ projectId: PROJECT, id: attestation, origin: PAGE }),
    })
    expect(forged.ok).toBe(false)
    expect((await read(attestation)).status).toBe(404)
  })

  it('answers every attestation unknown (404, which wallets show as UNKNOWN), readable from any origin and never cached', async () => {
    for (const attestation of [id(), 'not-a-hash']) {
      const response = await read(attestation)
      expect(response.status).toBe(404)
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
      expect(response.headers.get('Cache-Control')).toBe('no-store')
    }
  })
})
