import { accountName, identityResponse, nameSuggestionsResponse, reverseResponse } from '@porthole/protocol'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeChain } from './fake-chain.js'
import { chainData, freshAddress } from './support.js'

afterEach(() => vi.restoreAllMocks())

const COIN_TYPE = 0x80000000 + 31337
const now = () => Math.floor(Date.now() / 1000)
const uniqueLabel = () => `name-${crypto.randomUUID().slice(0, 8)}`

type Signed = { coin_type: number; address: string; message: string; signature: string }

async function signed(
  label: string,
  options: { timestamp?: number; attributes?: Record<string, string>; key?: `0x${string}` } = {},
): Promise<Signed & { account: string }> {
  const account = privateKeyToAccount(options.key ?? generatePrivateKey())
  const message = JSON.stringify({ name: `${label}.reown.id`, attributes: options.attributes ?? {}, timestamp: options.timestamp ?? now() })
  return { coin_type: COIN_TYPE, address: account.address, message, signature: await account.signMessage({ message }), account: account.address }
}

const register = (body: unknown) =>
  chainData('/v1/profile/account', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
const reverse = async (address: string) =>
  reverseResponse().parse(await (await chainData(`/v1/profile/reverse/${address}?sender=${address}&apiVersion=2`)).json())

describe('POST /v1/profile/account', () => {
  it('registers a name signed by its address; lookups then find it', async () => {
    new FakeChain().install()
    const label = uniqueLabel()
    const body = await signed(label, { attributes: { avatar: 'https://example.com/a.png' } })
    const response = await register(body)
    expect(response.status).toBe(200)
    const saved = accountName().parse(await response.json())
    expect(saved).toMatchObject({
      name: `${label}.reown.id`,
      addresses: { [String(COIN_TYPE)]: { address: body.address } },
      attributes: [{ avatar: 'https://example.com/a.png' }],
    })

    expect((await reverse(body.address)).map((n) => n.name)).toEqual([`${label}.reown.id`])
    const identity = identityResponse().parse(await (await chainData(`/v1/identity/${body.address}`)).json())
    expect(identity).toEqual({ name: `${label}.reown.id`, avatar: 'https://example.com/a.png' })
    for (const path of [`/v1/profile/account/${label}.reown.id?apiVersion=2`, `/v1/profile/account/${label}`]) {
      const found = await chainData(path)
      expect(found.status).toBe(200)
      expect(accountName().parse(await found.json()).name).toBe(`${label}.reown.id`)
    }
  })

  it('shows a new name in the identity at once, though identities are cached', async () => {
    new FakeChain().install()
    const key = generatePrivateKey()
    const address = privateKeyToAccount(key).address
    expect(await (await chainData(`/v1/identity/${address}`)).json()).toEqual({ name: null, avatar: null })
    const label = uniqueLabel()
    expect((await register(await signed(label, { key }))).status).toBe(200)
    expect(await (await chainData(`/v1/identity/${address}`)).json()).toEqual({ name: `${label}.reown.id`, avatar: null })
  })

  it('refuses a forged registration: another key signed for the address', async () => {
    const chain = new FakeChain().install()
    const label = uniqueLabel()
    const victim = freshAddress()
    const forged = { ...(await signed(label)), address: victim }
    const response = await register(forged)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid signature' })
    // The contract-account check asked the chain, which said no.
    expect(chain.count('eth_call')).toBe(1)
    expect(await reverse(victim)).toEqual([])
    expect((await chainData(`/v1/profile/account/${label}`)).status).toBe(404)
  })

  it('refuses a signature over another message than the one posted', async () => {
    new FakeChain().install()
    const body = await signed(uniqueLabel())
    const other = await signed(uniqueLabel())
    const response = await register({ ...body, message: other.message })
    expect(response.status).toBe(401)
  })

  it('accepts a contract account the chain vouches for (ERC-1271 / ERC-6492)', async () => {
    const chain = new FakeChain().install()
    chain.contractSignatureValid = true
    const label = uniqueLabel()
    const contractAccount = freshAddress()
    const response = await register({ ...(await signed(label)), address: contractAccount })
    expect(response.status).toBe(200)
    expect((await reverse(contractAccount)).map((n) => n.name)).toEqual([`${label}.reown.id`])
  })

  it('keeps a name with its first owner', async () => {
    new FakeChain().install()
    const label = uniqueLabel()
    expect((await register(await signed(label))).status).toBe(200)
    const second = await register(await signed(label))
    expect(second.status).toBe(409)
    expect(await second.json()).toEqual({ error: 'Name is taken' })
  })

  it.each([
    ['a name of 3 characters', async () => signed('abc'), 'Invalid name'],
    ['a name with other characters', async () => signed('bad_name'), 'Invalid name'],
    ['a timestamp an hour old', async () => signed(uniqueLabel(), { timestamp: now() - 3600 }), 'Message expired'],
    ['a coin type without the EVM bit', async () => ({ ...(await signed(uniqueLabel())), coin_type: 60 }), 'Invalid chainId'],
    ['an unsupported chain', async () => ({ ...(await signed(uniqueLabel())), coin_type: 0x80000001 }), 'Unsupported chain'],
    ['a message that is no JSON', async () => ({ ...(await signed(uniqueLabel())), message: 'hello' }), 'Invalid message'],
  ])('refuses %s', async (_, make, error) => {
    const chain = new FakeChain().install()
    const response = await register(await make())
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(chain.calls).toEqual([])
  })

  it.each([
    ['a missing signature', { coin_type: COIN_TYPE, address: freshAddress(), message: '{}' }],
    ['a short signature', { coin_type: COIN_TYPE, address: freshAddress(), message: '{}', signature: '0x1234' }],
    ['a malformed address', { coin_type: COIN_TYPE, address: '0x12', message: '{}', signature: `0x${'ab'.repeat(65)}` }],
  ])('refuses %s with a 400 naming the field', async (_, body) => {
    const response = await register(body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('Invalid input')
  })
})

describe('name lookups', () => {
  it('suggests the name and variants, saying which are taken', async () => {
    new FakeChain().install()
    const label = uniqueLabel()
    await register(await signed(label))
    const response = await chainData(`/v1/profile/suggestions/${label}?zone=reown.id`)
    const { suggestions } = nameSuggestionsResponse().parse(await response.json())
    expect(suggestions[0]).toEqual({ name: `${label}.reown.id`, registered: true })
    expect(suggestions.length).toBeGreaterThan(1)
    expect(suggestions.slice(1).every((s) => !s.registered && s.name.endsWith('.reown.id'))).toBe(true)
  })

  it('answers an address without names with an empty list and an empty identity', async () => {
    const address = freshAddress()
    expect(await reverse(address)).toEqual([])
    expect(await (await chainData(`/v1/identity/${address}?sender=${address}`)).json()).toEqual({ name: null, avatar: null })
  })

  it.each([
    ['/v1/identity/0x12'],
    ['/v1/profile/reverse/not-an-address'],
    ['/v1/profile/account/bad%20name'],
    ['/v1/profile/suggestions/a_b'],
    ['/v1/profile/suggestions/abcd?zone=bad%20zone'],
  ])('refuses %s with a 400', async (path) => {
    const response = await chainData(path)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe('Invalid input')
  })

  it('uses the configured suffix', async () => {
    new FakeChain().install()
    const response = await chainData('/v1/profile/suggestions/porthole', {}, { NAME_SUFFIX: '.porthole.id' })
    const { suggestions } = nameSuggestionsResponse().parse(await response.json())
    expect(suggestions[0]!.name).toBe('porthole.porthole.id')
  })
})
