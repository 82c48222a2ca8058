import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { connect, HANDSHAKE_TAG, PROTOCOL_VERSION, type FrameApi } from '@porthole/protocol'
import { bootFrame } from '../testing/frame-store.js'
import { fakeWindow } from '../testing/fake-window.js'
import { frameWarnings } from '../testing/frame-warnings.js'
import { malformedMessages } from '../testing/malformed.js'
import { configDocument, connectedFrame, PAGE_ORIGIN, testConfig } from '../testing/page-end.js'

const COUNT = 10_000
/** Ten thousand messages are CPU work: the limit is for a machine busy with other work too, not a claim about speed. */
const FUZZ_TIMEOUT_MS = 60_000

let warn: MockInstance<typeof console.warn>
const warnings = () => frameWarnings(warn).length
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  warn.mockRestore()
  expect(Object.prototype).not.toHaveProperty('polluted')
})

describe(`fuzz: ${COUNT} malformed messages`, { timeout: FUZZ_TIMEOUT_MS }, () => {
  it('as window messages: none is accepted as the handshake, each warns once, the state is untouched', async () => {
    const win = fakeWindow()
    const frame = bootFrame({ window: win.window, document: configDocument(testConfig()), afterRender: () => Promise.resolve() })
    const before = structuredClone(frame.store.getState())
    const a = new MessageChannel()
    const b = new MessageChannel()
    const spare = [a.port2, b.port2, a.port1]
    const messages = malformedMessages(COUNT, 7)

    messages.forEach((data, i) => {
      // Every way in, crossed with every kind of message (malformedMessages cycles kinds by i % 4).
      // The `__proto__` shapes (kind 1) may parse as a handshake; only their ports or source refuse them.
      const twoPorts = i % 4 === 1 ? spare.slice(0, 1) : spare.slice(0, 2)
      const delivery = [
        { origin: PAGE_ORIGIN, ports: spare.slice(0, [0, 1, 3][i % 3]) },
        { origin: PAGE_ORIGIN, ports: spare.slice(0, 2), source: { name: 'sibling' } },
        { origin: 'https://evil.example', ports: spare.slice(0, 2) },
        { origin: PAGE_ORIGIN, ports: twoPorts },
      ][Math.floor(i / 4) % 4]!
      win.post(data, delivery)
    })

    expect(warnings()).toBe(messages.length)
    expect(frame.store.getState()).toEqual(before)

    // The real handshake still gets through afterwards.
    const calls = new MessageChannel()
    const events = new MessageChannel()
    win.post({ tag: HANDSHAKE_TAG, version: PROTOCOL_VERSION }, { origin: PAGE_ORIGIN, ports: [calls.port2, events.port2] })
    const caller = connect<FrameApi>(calls.port1)
    await expect(caller.call('hello', [])).resolves.toMatchObject({ projectId: 'demo' })
    expect(warnings()).toBe(messages.length)
    caller.close()
    frame.dispose()
    for (const port of [a.port1, b.port1, events.port1]) port.close()
  })

  it('over the call port: each is dropped or refused as -32602 with one warning, no handler runs, the state is untouched', async () => {
    const frame = connectedFrame()
    await frame.caller.call('hello', [])
    // The frame marks itself initialized 500 ms after the handshake; that one dispatch is not the fuzz's.
    await vi.waitFor(() => expect(frame.store.getState().modal.initialized).toBe(true))
    const before = structuredClone(frame.store.getState())
    const dispatch = vi.spyOn(frame.store, 'dispatch')
    const replies: { value?: { ok?: boolean; error?: { code?: number }; result?: unknown } }[] = []
    frame.rawCalls.addEventListener('message', (event) => replies.push(event.data))
    const messages = malformedMessages(COUNT, 11)

    for (const message of messages) frame.rawCalls.postMessage(message)
    // Messages on a port arrive in order: once this answers, every one before it was read.
    await expect(frame.caller.call('hello', [])).resolves.toMatchObject({ projectId: 'demo' })

    // A listed method called with bad arguments is answered at once, without its handler: only refusals, and hello's own answer.
    const answered = replies.filter((r) => r.value?.ok === true)
    expect(answered).toEqual([expect.objectContaining({ value: { ok: true, result: { version: 1, projectId: 'demo' } } })])
    expect(replies.filter((r) => r.value?.ok !== true).every((r) => r.value?.error?.code === -32602)).toBe(true)
    expect(dispatch).not.toHaveBeenCalled()
    expect(warnings()).toBe(messages.length)
    expect(frame.store.getState()).toEqual(before)
    expect(frame.received).toEqual([])
    // And the channel still works.
    await frame.caller.call('open', ['Connect'])
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    frame.close()
  })
})
