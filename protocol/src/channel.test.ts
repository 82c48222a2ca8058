import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { connect, serve } from './channel.js'
import { PortholeError, UserRejectedError } from './errors.js'
import type { Envelope } from './envelope.js'

type Api = {
  echo(text: string): Promise<Envelope<string>>
  reject(): Promise<Envelope<never>>
  crash(): Promise<Envelope<never>>
  hang(): Promise<Envelope<never>>
}
const methods = {
  echo: () => z.tuple([z.string()]),
  reject: () => z.tuple([]),
  crash: () => z.tuple([]),
  hang: () => z.tuple([]),
}

function pair() {
  const { port1, port2 } = new MessageChannel()
  const stop = serve<Api>(port2, methods, {
    echo: (text) => text,
    reject: () => {
      throw new UserRejectedError()
    },
    crash: () => {
      throw new Error('secret internals')
    },
    hang: () => new Promise(() => {}),
  })
  return { caller: connect<Api>(port1), stop }
}

afterEach(() => vi.useRealTimers())

describe('channel', () => {
  it('returns results', async () => {
    const { caller, stop } = pair()
    await expect(caller.call('echo', ['hi'])).resolves.toBe('hi')
    caller.close()
    stop()
  })

  it('keeps EIP-1193 codes and messages across the port', async () => {
    const { caller, stop } = pair()
    const error = await caller.call('reject', []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PortholeError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    caller.close()
    stop()
  })

  it('never leaks the text of an unexpected error', async () => {
    const { caller, stop } = pair()
    await expect(caller.call('crash', [])).rejects.toMatchObject({ code: -32603, message: 'Something went wrong' })
    caller.close()
    stop()
  })

  it('times out with the spec text', async () => {
    const { caller, stop } = pair()
    await expect(caller.call('hang', [], { timeout: 20 })).rejects.toMatchObject({ message: 'iframe request timeout' })
    caller.close()
    stop()
  })

  it('rejects on abort and rejects everything pending on close', async () => {
    const { caller, stop } = pair()
    const controller = new AbortController()
    const aborted = caller.call('hang', [], { signal: controller.signal })
    const pending = caller.call('hang', [])
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ message: 'Request was aborted' })
    caller.close()
    await expect(pending).rejects.toMatchObject({ message: 'Request was aborted' })
    await expect(caller.call('echo', ['late'])).rejects.toMatchObject({ message: 'Request was aborted' })
    stop()
  })

  it('refuses a call whose arguments fail their schema at once, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { caller, stop } = pair()
    await expect(caller.call('echo', [42 as unknown as string])).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid params',
    })
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
    caller.close()
    stop()
  })
})
