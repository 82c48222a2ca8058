import { VerifyPaths } from '@porthole/protocol'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASE, call, seedProject } from '../support.js'

const PAGE = 'https://shop.example'
const PROJECT = 'verify-project'
const id = () => [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')

/** `origin` null: a client that sends no Origin header. */
const register = (body: unknown, origin: string | null = BASE) =>
  call(VerifyPaths.attestation, {
    method: 'POST',
    body: JSON.stringify(body),
    ...(origin === null ? {} : { origin }),
    headers: { 'Content-Type': 'application/json' },
  })

/** What a wallet's sign-client fetches: `{verifyUrl}/attestation/{id}?v2Supported=true`. */
const read = (attestation: string) => call(`${VerifyPaths.base}/attestation/${attestation}?v2Supported=true`)

beforeAll(() => seedProject(PROJECT, [PAGE, 'https://*.shop.example']))

describe('Verify API', () => {
  it("answers a wallet with the page origin the frame registered, in WalletConnect's verify server shape", async () => {
    const attestation = id()
    expect((await register({ projectId: PROJECT, id: attestation, origin: PAGE })).status).toBe(200)
    const response = await read(attestation)
    expect(response.status).toBe(200)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(await response.json()).toEqual({ origin: PAGE, isScam: false, isVerified: true })
  })

  it('an id nobody registered is unknown to wallets (404: they show the site unverified)', async () => {
    expect((await read(id())).status).toBe(404)
    expect((await read('not-a-hash')).status).toBe(404)
  })

  it('keeps the first origin for an id: a later claim on it changes nothing', async () => {
    const attestation = id()
    await register({ projectId: PROJECT, id: attestation, origin: PAGE })
    expect((await register({ projectId: PROJECT, id: attestation, origin: 'https://app.shop.example' })).status).toBe(200)
    expect(await (await read(attestation)).json()).toMatchObject({ origin: PAGE })
  })

  it('refuses a page (any Origin but the frame’s), an origin off the allow-list and an unknown project', async () => {
    const attestation = id()
    expect((await register({ projectId: PROJECT, id: attestation, origin: PAGE }, PAGE)).status).toBe(403)
    expect((await register({ projectId: PROJECT, id: attestation, origin: PAGE }, null)).status).toBe(403)
    const offList = await register({ projectId: PROJECT, id: attestation, origin: 'https://bank.example' })
    expect(offList.status).toBe(403)
    expect(await offList.json()).toEqual({ error: 'Origin Not Allowed' })
    expect((await register({ projectId: 'nobody', id: attestation, origin: PAGE })).status).toBe(403)
    expect((await read(attestation)).status).toBe(404)
  })

  it('400 for a malformed id or body', async () => {
    expect((await register({ projectId: PROJECT, id: 'xyz', origin: PAGE })).status).toBe(400)
    expect((await register({ projectId: PROJECT, id: id() })).status).toBe(400)
  })
})
