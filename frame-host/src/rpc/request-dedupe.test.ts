import { describe, expect, it, vi } from 'vitest'
import { createRequestDedupe } from './request-dedupe.js'

const deferred = <T>() => {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

describe('request dedupe', () => {
  it('aborts the shared request once every caller has aborted, not before', async () => {
    const dedupe = createRequestDedupe()
    const answer = deferred<string>()
    let shared: AbortSignal | undefined
    const run = vi.fn((signal: AbortSignal) => ((shared = signal), answer.promise))
    const [a, b] = [new AbortController(), new AbortController()]
    const first = dedupe('k', run, a.signal)
    const second = dedupe('k', run, b.signal)
    a.abort(new Error('first gone'))
    await expect(first).rejects.toThrow('first gone')
    expect(shared?.aborted).toBe(false)
    b.abort(new Error('second gone'))
    await expect(second).rejects.toThrow('second gone')
    expect(shared?.aborted).toBe(true)
    expect(run).toHaveBeenCalledTimes(1)
    // Nothing is left behind: the next call runs anew.
    answer.resolve('late')
    await expect(dedupe('k', async () => 'fresh')).resolves.toBe('fresh')
  })

  it('shares nothing past its size: further distinct calls go out alone', async () => {
    const dedupe = createRequestDedupe(1)
    const held = deferred<string>()
    const run = vi.fn(async () => 'x')
    void dedupe('held', () => held.promise)
    await Promise.all([dedupe('a', run), dedupe('a', run)])
    expect(run).toHaveBeenCalledTimes(2)
    held.resolve('done')
  })

  it('rejects an already-aborted caller without starting anything', async () => {
    const dedupe = createRequestDedupe()
    const run = vi.fn(async () => 'x')
    await expect(dedupe('k', run, AbortSignal.abort(new Error('no')))).rejects.toThrow('no')
    expect(run).not.toHaveBeenCalled()
  })
})
