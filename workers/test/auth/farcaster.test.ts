import { createWalletClient } from '@farcaster/auth-client'
import { FarcasterPaths, farcasterSession, farcasterStart, Messages, type FarcasterStart } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import worker from '../../src/index.js'
import { BASE, seedProject } from '../support.js'

const PROJECT = 'farcaster-test'
type FarcasterUser = { fid: number; username: string; custody: { privateKey: `0x${string}`; address: string } }
/** The local stack's stand-in IdRegistry and its seeded users (devnet's FARCASTER). */
const FARCASTER = JSON.parse(env.TEST_FARCASTER) as { registry: { address: string }; users: [FarcasterUser, FarcasterUser] }
const [alice, bob] = FARCASTER.users
const custody = (user: FarcasterUser) => privateKeyToAccount(user.custody.privateKey)

/** The worker with the test anvils as RPC_URLS and the seeded stand-in IdRegistry, as `npm start` runs it. */
function api(path: string, init: RequestInit & { token?: string; origin?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  headers.set('CF-Connecting-IP', crypto.randomUUID())
  headers.set('Content-Type', 'application/json')
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`)
  if (init.origin) headers.set('Origin', init.origin)
  const request = new Request(`${BASE}${path}`, { ...init, headers }) as Parameters<typeof worker.fetch>[0]
  const registry = JSON.stringify({ chainId: 'eip155:31337', address: FARCASTER.registry.address })
  return worker.fetch(request, { ...env, RPC_URLS: env.TEST_RPC_URLS, FARCASTER_ID_REGISTRY: registry })
}

/** A Farcaster client: auth-client's wallet side builds the SIWF message the channel's URL asks for. */
const farcaster = createWalletClient({
  relay: BASE,
  ethereum: { getFid: async () => 0n, isValidAuthAddress: async () => false, publicClient: undefined as never },
})

function signInMessage(url: string, fid: number, address: `0x${string}`): string {
  const params = new URL(url).searchParams
  const { channelToken } = farcaster.parseSignInURI({ uri: url })
  expect(channelToken).toBe(params.get('channelToken'))
  const built = farcaster.buildSignInMessage({ fid, nonce: params.get('nonce')!, domain: params.get('domain')!, uri: params.get('siweUri')!, address })
  if (built.isError) throw built.error
  return built.message
}

/** Signs the channel's message as `signer`, claiming `fid`, and posts it to the relay. */
async function answer(channel: { channelToken: string; url: string }, signer: PrivateKeyAccount, fid: number, username = 'alice'): Promise<Response> {
  const message = signInMessage(channel.url, fid, signer.address)
  const signature = await signer.signMessage({ message })
  return api(FarcasterPaths.authenticate, {
    method: 'POST',
    token: channel.channelToken,
    headers: { 'X-Farcaster-Auth-Relay-Key': 'porthole-test' },
    body: JSON.stringify({ message, signature, fid, username }),
  })
}

async function start(): Promise<FarcasterStart> {
  const response = await api(FarcasterPaths.start, { method: 'POST', origin: BASE, body: JSON.stringify({ projectId: PROJECT }) })
  expect(response.status).toBe(200)
  return farcasterStart().parse(await response.json())
}

const complete = (channel: FarcasterStart, secret = channel.secret) =>
  api(FarcasterPaths.complete, { method: 'POST', origin: BASE, body: JSON.stringify({ projectId: PROJECT, channelToken: channel.channelToken, secret }) })

beforeAll(() => seedProject(PROJECT, ['https://shop.example']))

describe('the Farcaster Auth relay API', () => {
  it('opens a channel, reports it pending (202), takes the signed answer once and reports it completed (200)', async () => {
    const created = await api(FarcasterPaths.channel, { method: 'POST', body: JSON.stringify({ siweUri: 'https://app.example/login', domain: 'app.example' }) })
    expect(created.status).toBe(201)
    const channel = (await created.json()) as { channelToken: string; url: string; nonce: string }
    const url = new URL(channel.url)
    expect(url.searchParams.get('channelToken')).toBe(channel.channelToken)
    expect(url.searchParams.get('nonce')).toBe(channel.nonce)
    expect(url.searchParams.get('domain')).toBe('app.example')

    const pending = await api(FarcasterPaths.status, { token: channel.channelToken })
    expect(pending.status).toBe(202)
    expect(await pending.json()).toMatchObject({ state: 'pending', nonce: channel.nonce, url: channel.url })

    expect((await answer(channel, custody(alice), alice.fid)).status).toBe(201)
    const completed = await api(FarcasterPaths.status, { token: channel.channelToken })
    expect(completed.status).toBe(200)
    expect(await completed.json()).toMatchObject({
      state: 'completed',
      fid: alice.fid,
      username: 'alice',
      message: expect.stringContaining(`farcaster://fid/${alice.fid}`),
    })
    expect((await answer(channel, custody(alice), alice.fid)).status).toBe(409)
  })

  it('401 without the channel token, or with one it never issued', async () => {
    expect((await api(FarcasterPaths.status)).status).toBe(401)
    expect((await api(FarcasterPaths.status, { token: 'A'.repeat(43) })).status).toBe(401)
    expect(
      (
        await answer(
          { channelToken: 'A'.repeat(43), url: 'https://farcaster.xyz/~/siwf?channelToken=x&nonce=abcdefgh1234&domain=a.example&siweUri=https://a.example' },
          custody(alice),
          alice.fid,
        )
      ).status,
    ).toBe(401)
  })
})

describe('signing in to the embedded wallet with Farcaster', () => {
  it('signs the custody key of an FID in, as the same embedded account every time, once per channel', async () => {
    const first = await start()
    expect(new URL(first.url).searchParams.get('domain')).toBe(new URL(BASE).host)
    expect(first.url).not.toContain(first.secret)
    expect((await complete(first)).status).toBe(410)
    await answer(first, custody(alice), alice.fid)
    const response = await complete(first)
    expect(response.status).toBe(200)
    const session = farcasterSession().parse(await response.json())
    expect(session).toMatchObject({ provider: 'farcaster', username: 'alice' })
    expect((await complete(first)).status).toBe(410)

    const again = await start()
    await answer(again, custody(alice), alice.fid)
    expect(farcasterSession().parse(await (await complete(again)).json()).address).toBe(session.address)

    const other = await start()
    await answer(other, custody(bob), bob.fid, 'bob')
    expect(farcasterSession().parse(await (await complete(other)).json()).address).not.toBe(session.address)
  })

  it("refuses a signature by another key than the FID's custody, and an FID the registry does not know", async () => {
    const impostor = await start()
    await answer(impostor, custody(bob), alice.fid)
    const refused = await complete(impostor)
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ error: Messages.failedToConnectFarcaster })

    const unknown = await start()
    await answer(unknown, privateKeyToAccount(generatePrivateKey()), 99_999)
    expect(await (await complete(unknown)).json()).toEqual({ error: Messages.failedToConnectFarcaster })
  })

  it('only the frame that opened the channel redeems it: another secret, another origin or project get nothing', async () => {
    const channel = await start()
    await answer(channel, custody(alice), alice.fid)
    expect((await complete(channel, 'B'.repeat(43))).status).toBe(410)
    const foreign = await api(FarcasterPaths.complete, {
      method: 'POST',
      origin: 'https://shop.example',
      body: JSON.stringify({ projectId: PROJECT, channelToken: channel.channelToken, secret: channel.secret }),
    })
    expect(foreign.status).toBe(403)
    expect((await api(FarcasterPaths.start, { method: 'POST', origin: 'https://shop.example', body: JSON.stringify({ projectId: PROJECT }) })).status).toBe(403)
    expect((await complete(channel)).status).toBe(200)
  })
})
