import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { Alerts, HANDSHAKE_TAG } from '@porthole/protocol'
import { fakeWindow, type FakeWindow } from '../testing/fake-window.js'
import { PAGE_ORIGIN, testConfig } from '../testing/page-end.js'
import { acceptHandshake, type AcceptedPorts, type FrameWindow } from './accept-handshake.js'

const hello = { tag: HANDSHAKE_TAG, version: 1 }

let warn: MockInstance<typeof console.warn>
let win: FakeWindow
let accepted: AcceptedPorts[]
let open: MessageChannel[]

function listen(config = testConfig()) {
  acceptHandshake({ window: win.window, config, onAccept: (ports) => void accepted.push(ports) })
}
function twoPorts(): MessagePort[] {
  const a = new MessageChannel()
  const b = new MessageChannel()
  open.push(a, b)
  return [a.port2, b.port2]
}

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  win = fakeWindow()
  accepted = []
  open = []
})
afterEach(() => {
  warn.mockRestore()
  for (const channel of open) channel.port1.close()
})

describe('handshake acceptance', () => {
  it('accepts the handshake from the parent on an allowed origin, with its two ports in order and that origin', () => {
    listen()
    const ports = twoPorts()
    win.post(hello, { origin: PAGE_ORIGIN, ports })
    expect(accepted).toEqual([{ calls: ports[0], events: ports[1], origin: PAGE_ORIGIN }])
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['another window', { source: { name: 'sibling' } }, 'embedding page'],
    ['no window at all', { source: null }, 'embedding page'],
    ['another origin', { origin: 'https://evil.example' }, 'not allowed'],
    ['a look-alike origin', { origin: 'https://app.example.evil.example' }, 'not allowed'],
    ['an opaque origin', { origin: 'null' }, 'not allowed'],
  ])('drops a handshake from %s with one warning', (_name, overrides, reason) => {
    listen()
    win.post(hello, { origin: PAGE_ORIGIN, ports: twoPorts(), ...overrides })
    expect(accepted).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain(reason)
  })

  it.each([
    ['a wrong tag', { tag: 'porthole:hello', version: 1 }],
    ['a wrong version', { tag: HANDSHAKE_TAG, version: 2 }],
    ['a version as text', { tag: HANDSHAKE_TAG, version: '1' }],
    ['no fields', {}],
    ['a string', HANDSHAKE_TAG],
    ['null', null],
  ])('drops a message with %s with one warning', (_name, data) => {
    listen()
    win.post(data, { origin: PAGE_ORIGIN, ports: twoPorts() })
    expect(accepted).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it.each([0, 1, 3])('drops a handshake with %i ports with one warning', (count) => {
    listen()
    const ports = [...twoPorts(), ...twoPorts()].slice(0, count)
    win.post(hello, { origin: PAGE_ORIGIN, ports })
    expect(accepted).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('accepts once: a second handshake, even a perfect one, is dropped with a warning', () => {
    listen()
    win.post(hello, { origin: PAGE_ORIGIN, ports: twoPorts() })
    win.post(hello, { origin: PAGE_ORIGIN, ports: twoPorts() })
    expect(accepted).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]![0]).toContain('already open')
  })

  it('honours wildcard entries of the allow-list', () => {
    listen(testConfig({ allowedOrigins: ['https://*.shop.example'] }))
    win.post(hello, { origin: 'https://shop.example', ports: twoPorts() })
    win.post(hello, { origin: 'https://eu.shop.example', ports: twoPorts() })
    expect(accepted).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('with an alert, any parent origin may connect (to hear the alert), but still only the parent', () => {
    listen(testConfig({ allowedOrigins: [], alert: Alerts.invalidProjectId }))
    win.post(hello, { origin: 'https://anyone.example', source: { name: 'sibling' }, ports: twoPorts() })
    win.post(hello, { origin: 'https://anyone.example', ports: twoPorts() })
    expect(accepted).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a top-level frame (its own parent) accepts nothing', () => {
    const top: FrameWindow = {
      ...win.window,
      get parent(): unknown {
        return top
      },
    }
    acceptHandshake({ window: top, config: testConfig(), onAccept: (ports) => void accepted.push(ports) })
    win.post(hello, { origin: PAGE_ORIGIN, source: top, ports: twoPorts() })
    expect(accepted).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('stops listening when disposed', () => {
    const stop = acceptHandshake({ window: win.window, config: testConfig(), onAccept: () => {} })
    expect(win.listenerCount()).toBe(1)
    stop()
    expect(win.listenerCount()).toBe(0)
  })
})
