import { SiwxErrors, SiwxPaths, siwxMessage, type SiwxMessage } from '@porthole/protocol'
import { base58 } from '@scure/base'
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { frameConfig, FRAME_CONFIG_ELEMENT_ID } from '@porthole/protocol'
import { BASE, call, seedProject } from '../support.js'

const PAGE = 'https://shop.example'
const PROJECT = 'siwx-project'

async function post(path: string, body: unknown, origin = BASE): Promise<Response> {
  return call(path, { method: 'POST', body: JSON.stringify(body), origin, headers: { 'Content-Type': 'application/json' } })
}

async function messageFor(address: string, chainId = 'eip155:31337', origin = PAGE): Promise<SiwxMessage> {
  const response = await post(SiwxPaths.nonce, { projectId: PROJECT, origin, accountAddress: address, chainId })
  expect(response.status).toBe(200)
  return siwxMessage().parse(await response.json())
}

const verify = (message: string, signature: string) => post(SiwxPaths.verify, { projectId: PROJECT, message, signature })

beforeAll(async () => {
  await seedProject(PROJECT, [PAGE])
  await env.DB.prepare('UPDATE projects SET siwx = ? WHERE id = ?')
    .bind(JSON.stringify({ required: true, statement: 'Sign in to the shop', expirySeconds: 3600, clearOnDisconnect: true }), PROJECT)
    .run()
})

describe('EIP-4361 sign-in', () => {
  const account = privateKeyToAccount(generatePrivateKey())

  it('issues a message for the page origin and turns its signature into a session', async () => {
    const message = await messageFor(account.address)
    expect(message).toMatchObject({ domain: 'shop.example', uri: PAGE, statement: 'Sign in to the shop', chainId: 'eip155:31337' })
    const parsed = parseSiweMessage(message.serializedMessage)
    expect(parsed).toMatchObject({ domain: 'shop.example', nonce: message.nonce, chainId: 31337 })
    const signature = await account.signMessage({ message: message.serializedMessage })
    const response = await verify(message.serializedMessage, signature)
    expect(response.status).toBe(200)
    const session = (await response.json()) as { address: string; chainId: string; expiresAt: number; message: string; signature: string }
    expect(session).toMatchObject({ address: account.address, chainId: 'eip155:31337', message: message.serializedMessage, signature })
    expect(session.expiresAt).toBe(Date.parse(message.expirationTime))
  })

  it('refuses a replayed nonce', async () => {
    const message = await messageFor(account.address)
    const signature = await account.signMessage({ message: message.serializedMessage })
    expect((await verify(message.serializedMessage, signature)).status).toBe(200)
    const replay = await verify(message.serializedMessage, signature)
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ error: SiwxErrors.nonceUnknown })
  })

  it('refuses a message for another domain, and spends its nonce', async () => {
    const issued = await messageFor(account.address)
    const parsed = parseSiweMessage(issued.serializedMessage)
    const forged = createSiweMessage({ ...(parsed as Parameters<typeof createSiweMessage>[0]), domain: 'evil.example', uri: 'https://evil.example' })
    const response = await verify(forged, await account.signMessage({ message: forged }))
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: SiwxErrors.wrongDomain })
    const honest = await verify(issued.serializedMessage, await account.signMessage({ message: issued.serializedMessage }))
    expect(await honest.json()).toEqual({ error: SiwxErrors.nonceUnknown })
  })

  it('refuses an expired message and one that outlives the project expiry', async () => {
    for (const expirationTime of [new Date(Date.now() - 1000), new Date(Date.now() + 2 * 3600_000)]) {
      const issued = await messageFor(account.address)
      const parsed = parseSiweMessage(issued.serializedMessage) as Parameters<typeof createSiweMessage>[0]
      const changed = createSiweMessage({ ...parsed, issuedAt: new Date(Date.now() - 5000), expirationTime })
      const response = await verify(changed, await account.signMessage({ message: changed }))
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ error: SiwxErrors.expired })
    }
  })

  it("refuses another account's signature and a nonce issued for another account", async () => {
    const other = privateKeyToAccount(generatePrivateKey())
    const issued = await messageFor(account.address)
    const wrongSigner = await verify(issued.serializedMessage, await other.signMessage({ message: issued.serializedMessage }))
    expect(await wrongSigner.json()).toEqual({ error: SiwxErrors.badSignature })
    const forOther = await messageFor(account.address)
    const swapped = createSiweMessage({ ...(parseSiweMessage(forOther.serializedMessage) as Parameters<typeof createSiweMessage>[0]), address: other.address })
    expect(await (await verify(swapped, await other.signMessage({ message: swapped }))).json()).toEqual({ error: SiwxErrors.badSignature })
  })

  it('issues a request without an account for a wallet that writes the message itself, bound to the family', async () => {
    const response = await post(SiwxPaths.nonce, { projectId: PROJECT, origin: PAGE, chainId: 'eip155:31337' })
    const request = (await response.json()) as {
      nonce: string
      domain: string
      uri: string
      issuedAt: string
      expirationTime: string
      serializedMessage?: string
    }
    expect(request).toMatchObject({ domain: 'shop.example', uri: PAGE })
    expect(request.serializedMessage).toBeUndefined()
    const written = createSiweMessage({
      address: account.address,
      chainId: 31338,
      domain: request.domain,
      uri: request.uri,
      version: '1',
      nonce: request.nonce,
      issuedAt: new Date(request.issuedAt),
      expirationTime: new Date(request.expirationTime),
    })
    const verified = await verify(written, await account.signMessage({ message: written }))
    expect(await verified.json()).toMatchObject({ address: account.address, chainId: 'eip155:31338' })
    const other = await post(SiwxPaths.nonce, { projectId: PROJECT, origin: PAGE, chainId: 'eip155:31337' })
    const { nonce } = (await other.json()) as { nonce: string }
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const solanaAddress = base58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
    const { createSignInMessageText } = await import('@solana/wallet-standard-util')
    const siws = createSignInMessageText({
      domain: 'shop.example',
      address: solanaAddress,
      uri: PAGE,
      version: '1',
      chainId: 'mainnet',
      nonce,
      expirationTime: request.expirationTime,
    })
    const signature = base58.encode(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(siws))))
    expect(await (await verify(siws, signature)).json()).toEqual({ error: SiwxErrors.badSignature })
  })

  it('issues no message for an origin the project does not allow, nor to a caller off the frame origin', async () => {
    const response = await post(SiwxPaths.nonce, { projectId: PROJECT, origin: 'https://evil.example', accountAddress: account.address, chainId: 'eip155:1' })
    expect(response.status).toBe(403)
    const fromPage = await post(SiwxPaths.nonce, { projectId: PROJECT, origin: PAGE, accountAddress: account.address, chainId: 'eip155:1' }, PAGE)
    expect(fromPage.status).toBe(403)
    const unknownProject = await post(SiwxPaths.nonce, { projectId: 'nope', origin: PAGE, accountAddress: account.address, chainId: 'eip155:1' })
    expect(unknownProject.status).toBe(403)
  })
})

describe('Sign-In With Solana', () => {
  it('verifies an ed25519 signature by the account key, and nothing else', async () => {
    const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair
    const address = base58.encode(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)))
    const message = await messageFor(address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(message.serializedMessage).toContain('wants you to sign in with your Solana account:')
    expect(message.serializedMessage.startsWith('shop.example ')).toBe(true)
    const sign = async (text: string) =>
      base58.encode(new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text))))
    const bad = await messageFor(address, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(await (await verify(bad.serializedMessage, await sign('something else'))).json()).toEqual({ error: SiwxErrors.badSignature })
    const response = await verify(message.serializedMessage, await sign(message.serializedMessage))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })
})

describe('the frame config', () => {
  const siwxOf = async (query: string) => {
    const html = await (await call(`/frame${query}`)).text()
    const json = new RegExp(`<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1]
    return frameConfig().parse(JSON.parse(json!)).siwx
  }

  it("carries the project's settings, else what the snippet asks for, else none", async () => {
    await seedProject('siwx-off', [PAGE])
    expect(await siwxOf(`?projectId=${PROJECT}&siwx=optional`)).toMatchObject({ required: true, statement: 'Sign in to the shop', expirySeconds: 3600 })
    expect(await siwxOf('?projectId=siwx-off&siwx=required')).toEqual({ required: true, expirySeconds: 86_400, clearOnDisconnect: true })
    expect(await siwxOf('?projectId=siwx-off&siwx=sometimes')).toBeUndefined()
    expect(await siwxOf('?projectId=siwx-off')).toBeUndefined()
  })
})
