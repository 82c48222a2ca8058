import { AuthMessages, Messages, SmartAccountMessages, walk } from '@porthole/protocol'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { fetchJson, type HttpTexts } from './fetch-json.js'
import { HttpError } from './http-error.js'

const TEXTS: HttpTexts = {
  network: 'No answer',
  timeout: 'Too slow',
  refused: ({ status, said }) => said ?? `Refused (${status})`,
  malformed: () => 'Odd answer',
}
const answer = (status: number, body: unknown) => async () => Response.json(body, { status })
const thing = z.object({ id: z.string() })
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('it resolved'),
    (error: unknown) => error as HttpError,
  )

describe('fetchJson', () => {
  it('sends JSON and answers the parsed body', async () => {
    const sent: unknown[] = []
    const fetch = async (url: string, init: unknown) => (sent.push([url, init]), Response.json({ id: 'a' }))
    expect(await fetchJson(fetch, '/x', { body: { n: 1 }, headers: { authorization: 'Bearer t' } }, thing, TEXTS)).toEqual({ id: 'a' })
    expect(sent).toEqual([
      ['/x', { method: 'POST', headers: { authorization: 'Bearer t', 'content-type': 'application/json' }, body: '{"n":1}', signal: undefined }],
    ])
  })

  it("turns a refusal into its code and values, with the client's text", async () => {
    const error = await failure(fetchJson(answer(403, { error: 'Not yours', code: 4100, retryAfter: 3 }), '/x', {}, thing, TEXTS))
    expect(error).toBeInstanceOf(HttpError)
    expect({ code: error.code, message: error.message, values: error.values, status: error.status }).toEqual({
      code: 'refused',
      message: 'Not yours',
      values: { status: 403, said: 'Not yours', rpcCode: 4100, retryAfter: 3, issue: undefined },
      status: 403,
    })
    const invalid = await failure(fetchJson(answer(400, { message: 'Invalid input', issues: [{ message: 'Amount too low' }] }), '/x', {}, thing, TEXTS))
    expect(invalid.values).toMatchObject({ said: 'Invalid input', issue: 'Amount too low' })
    expect((await failure(fetchJson(answer(502, 'Bad gateway'), '/x', {}, thing, TEXTS))).message).toBe('Refused (502)')
  })

  it('names the refusals the frame acts on by a code, the cooldown with its seconds', async () => {
    const code = async (body: object) => (await failure(fetchJson(answer(400, body), '/x', {}, thing, TEXTS))).code
    expect(await code({ error: AuthMessages.cooldown(42), retryAfter: 42 })).toBe('cooldown')
    expect(await code({ error: AuthMessages.lockedOut, retryAfter: 900 })).toBe('refused')
    expect(await code({ error: Messages.connectionRejected })).toBe('connectionRejected')
    expect(await code({ error: Messages.failedToInitiateSocial })).toBe('socialNotInitiated')
    expect(await code({ error: SmartAccountMessages.notEnabled, code: 4901 })).toBe('smartAccountNotEnabled')
    expect(await code({ error: Messages.networkNotSupportedForSwaps })).toBe('swapUnsupportedNetwork')
    expect(await code({ error: Messages.networkNotSupportedForGasPrice })).toBe('swapUnsupportedNetwork')
    expect(await code({ message: 'Insufficient liquidity' })).toBe('noLiquidity')
    expect(await code({ error: 'constructor' })).toBe('refused')
  })

  it('an answer of the wrong shape is malformed; the absent status is undefined', async () => {
    const error = await failure(fetchJson(answer(200, { id: 7 }), '/x', {}, thing, TEXTS))
    expect({ code: error.code, message: error.message, status: error.status }).toEqual({ code: 'malformed', message: 'Odd answer', status: 200 })
    expect(walk(error)).toBeInstanceOf(Error)
    expect(await fetchJson(answer(404, {}), '/x', { absentOn: 404 }, thing, TEXTS)).toBeUndefined()
  })

  it('no answer is network, with what fetch threw as its cause; a late one is timeout; the caller’s own abort passes as it is', async () => {
    const offline = new TypeError('Failed to fetch')
    const error = await failure(fetchJson(() => Promise.reject(offline), '/x', {}, thing, TEXTS))
    expect({ code: error.code, message: error.message, status: error.status, cause: error.cause }).toEqual({
      code: 'network',
      message: 'No answer',
      status: 0,
      cause: offline,
    })
    let aborted: AbortSignal | undefined
    const hang = (_: string, init: { signal?: AbortSignal | undefined }) => ((aborted = init.signal), new Promise<Response>(() => {}))
    const late = await failure(fetchJson(hang, '/x', { timeoutMs: 5 }, thing, TEXTS))
    expect({ code: late.code, message: late.message }).toEqual({ code: 'timeout', message: 'Too slow' })
    expect(aborted?.aborted).toBe(true)
    const mine = new AbortController()
    const reason = new DOMException('gone', 'AbortError')
    mine.abort(reason)
    await expect(fetchJson(() => Promise.reject(reason), '/x', { signal: mine.signal }, thing, TEXTS)).rejects.toBe(reason)
  })
})
