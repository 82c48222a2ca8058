import { describe, expect, it } from 'vitest'
import { fakeChainData } from '../testing/fake-chain-data.js'
import { HttpError } from '../http/http-error.js'
import { createChainDataClient } from './client.js'

describe('chain-data client', () => {
  it('reaches the frame origin by default, or the configured base URL', async () => {
    const urls: string[] = []
    const fetch = async (url: string) => (urls.push(url), new Response('{"http":["eip155:1"]}'))
    expect(await createChainDataClient({ fetch, projectId: 'p' }).supportedChains()).toEqual(['eip155:1'])
    await createChainDataClient({ fetch, projectId: 'p', baseUrl: 'https://api.example/' }).supportedChains()
    expect(urls).toEqual(['/v1/supported-chains?projectId=p&st=porthole&sv=1', 'https://api.example/v1/supported-chains?projectId=p&st=porthole&sv=1'])
  })

  it('an answer of the wrong shape, a failed status or a network failure is an HttpError with its code and values', async () => {
    const api = fakeChainData()
    const client = createChainDataClient({ fetch: api.fetch, projectId: 'p' })
    api.answer('/v1/account/0xa/history', { body: { data: [{ id: 'x' }] } })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toMatchObject({ code: 'malformed', values: { status: 200 } })
    api.answer('/v1/account/0xa/history', { status: 502, body: {} })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toThrow('HTTP status code: 502')
    api.answer('/v1/account/0xa/history', { status: 400, body: { error: 'Invalid input', issues: [{ path: '', message: 'Amount too low' }] } })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toMatchObject({
      code: 'refused',
      values: { status: 400, said: 'Invalid input', issue: 'Amount too low' },
    })
    api.answer('/v1/account/0xa/history', { status: 400, body: { error: 'Insufficient liquidity' } })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toMatchObject({ code: 'noLiquidity' })
    api.answer('/v1/account/0xa/history', new TypeError('Failed to fetch'))
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toMatchObject({ code: 'network', values: { status: 0 } })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toBeInstanceOf(HttpError)
  })

  it('a call that hangs fails after the timeout', async () => {
    const hang = (_url: string, init?: { signal?: AbortSignal | undefined }) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))
    const client = createChainDataClient({ fetch: hang, projectId: 'p', timeoutMs: 20 })
    await expect(client.getHistory('0xa', 'eip155:1')).rejects.toMatchObject({ name: 'HttpError', code: 'timeout' })
  })

  it('a name nobody holds is undefined, an address without names an empty list', async () => {
    const api = fakeChainData()
    const client = createChainDataClient({ fetch: api.fetch, projectId: 'p' })
    expect(await client.lookupName('nobody.reown.id')).toBeUndefined()
    expect(await client.reverseNames('0xa')).toEqual([])
  })
})
