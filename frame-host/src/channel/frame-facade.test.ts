import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { AlertError, Alerts } from '@porthole/protocol'
import { pushView } from '../shared-state/modal-state.js'
import { goBack } from '../store/modal-router.js'
import { frameWarnings } from '../testing/frame-warnings.js'
import { connectedFrame, testConfig } from '../testing/page-end.js'

let warn: MockInstance<typeof console.warn>
let frame: ReturnType<typeof connectedFrame>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  frame.close()
  warn.mockRestore()
})

/** Posts a raw comlink message on the page's call port and waits for the frame to have read it. */
async function postRaw(message: unknown) {
  frame.rawCalls.postMessage(message)
  await frame.caller.call('hello', [])
}

describe('frame facade over a MessageChannel', () => {
  it('answers hello with the protocol version and project id', async () => {
    frame = connectedFrame()
    await expect(frame.caller.call('hello', [])).resolves.toEqual({ version: 1, projectId: 'demo' })
  })

  it('rejects hello and open with the alert when the project is unknown', async () => {
    frame = connectedFrame(testConfig({ projectId: 'nope', allowedOrigins: [], alert: Alerts.invalidProjectId }))
    const hello = frame.caller.call('hello', [])
    await expect(hello).rejects.toBeInstanceOf(AlertError)
    await expect(hello).rejects.toMatchObject({ code: 4900, message: 'Invalid Project ID' })
    await expect(frame.caller.call('open', [undefined])).rejects.toMatchObject({ message: 'Invalid Project ID' })
    expect(frame.store.getState().modal.open).toBe(false)
  })

  it('open shows the default view, or the one asked for, and close closes', async () => {
    frame = connectedFrame()
    await frame.caller.call('open', [undefined])
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    await frame.caller.call('close', [])
    expect(frame.store.getState().modal.open).toBe(false)
    await frame.caller.call('open', ['AllWallets'])
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'AllWallets' })
  })

  it('a request the page cancels by its id stops waiting in the frame and is rejected', async () => {
    frame = connectedFrame()
    const asked = frame.caller.call('request', [{ method: 'eth_requestAccounts' }, '7'])
    await vi.waitFor(() => expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' }))
    await frame.caller.call('cancel', ['7'])
    await expect(asked).rejects.toMatchObject({ code: 4900, message: 'Request was aborted' })
    // Another id changes nothing: this one is still waiting.
    const again = frame.caller.call('request', [{ method: 'eth_requestAccounts' }, '8'])
    await frame.caller.call('cancel', ['7'])
    await frame.caller.call('close', [])
    await expect(again).rejects.toMatchObject({ code: 4001 })
  })

  it('open dispatches, then resolves only after the render', async () => {
    let rendered!: () => void
    frame = connectedFrame(testConfig(), () => new Promise<void>((resolve) => (rendered = resolve)))
    let resolved = false
    const opening = frame.caller.call('open', [undefined]).then(() => (resolved = true))
    await vi.waitFor(() => expect(frame.store.getState().modal.open).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(resolved).toBe(false)
    rendered()
    await opening
    expect(resolved).toBe(true)
  })

  describe('a prepared view revealed before the store hears of it', () => {
    /** A reveal that resolves when the test says the dialog was drawn. */
    const controlledReveal = () => {
      const asked: (string | undefined)[] = []
      let drawn!: () => void
      const revealPrepared = (view: string | undefined) => {
        asked.push(view)
        return new Promise<void>((resolve) => (drawn = resolve))
      }
      return { asked, revealPrepared, drawn: () => drawn() }
    }

    it('the store opens only once the dialog was drawn', async () => {
      const reveal = controlledReveal()
      frame = connectedFrame(testConfig(), undefined, undefined, { revealPrepared: reveal.revealPrepared })
      const opening = frame.caller.call('open', [undefined])
      await vi.waitFor(() => expect(reveal.asked).toEqual([undefined]))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(frame.store.getState().modal.open).toBe(false)
      reveal.drawn()
      await opening
      expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    })

    it('a close sent while the dialog is being drawn lands after the opening: the modal ends closed', async () => {
      const reveal = controlledReveal()
      frame = connectedFrame(testConfig(), undefined, undefined, { revealPrepared: reveal.revealPrepared })
      const opening = frame.caller.call('open', [undefined])
      await vi.waitFor(() => expect(reveal.asked).toHaveLength(1))
      const closing = frame.caller.call('close', [])
      await new Promise((resolve) => setTimeout(resolve, 20))
      reveal.drawn()
      await Promise.all([opening, closing])
      expect(frame.store.getState().modal.open).toBe(false)
    })

    it('a request sent while the dialog is being drawn waits for it: nothing renders under the reveal', async () => {
      const reveal = controlledReveal()
      frame = connectedFrame(testConfig(), undefined, undefined, { revealPrepared: reveal.revealPrepared })
      const opening = frame.caller.call('open', [undefined])
      await vi.waitFor(() => expect(reveal.asked).toHaveLength(1))
      const asked = frame.caller.call('request', [{ method: 'eth_requestAccounts' }, '1'])
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(frame.store.getState().modal.open).toBe(false)
      reveal.drawn()
      await opening
      // The request then finds the modal the page opened, and closing it answers the dapp.
      expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' })
      await frame.caller.call('close', [])
      await expect(asked).rejects.toMatchObject({ code: 4001 })
    })

    it('another family, or a view other than the prepared one, is not revealed early: the store opens at once', async () => {
      frame = connectedFrame(testConfig(), undefined, undefined, { revealPrepared: () => undefined })
      await frame.caller.call('open', ['AllWallets'])
      expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'AllWallets' })
    })
  })

  it('rejects a view name it does not know, without opening', async () => {
    frame = connectedFrame()
    await expect(frame.caller.call('open', ['Nope' as never])).rejects.toMatchObject({ code: -32602 })
    expect(frame.store.getState().modal.open).toBe(false)
    expect(frameWarnings(warn)).toHaveLength(1)
  })

  it("setTheme keeps the site's theme with its tokens for both schemes; the frame checks it again and refuses a bad one", async () => {
    frame = connectedFrame()
    await frame.caller.call('setTheme', [{ themeMode: 'system', themeVariables: { accent: '#e4572e', zIndex: 9 } }])
    const theme = frame.store.getState().theme
    expect(theme).toMatchObject({ mode: 'system', variables: { accent: '#e4572e', zIndex: 9 } })
    expect(theme.tokens.light).toMatchObject({ '--ph-accent': 'rgb(228 87 46)', '--ph-accent-fg': 'rgb(0 0 0)' })
    expect(theme.tokens.dark['--ph-accent']).toBe('rgb(228 87 46)')
    // A page that skips its own check: the method table refuses the call before the facade sees it.
    await expect(frame.caller.call('setTheme', [{ themeVariables: { accent: 'red;} body { background: url(//evil.test) ' } } as never])).rejects.toMatchObject({
      code: -32602,
    })
    await frame.caller.call('setTheme', [{ themeVariables: {} }])
    expect(frame.store.getState().theme).toEqual({ mode: 'system', variables: {}, tokens: { light: {}, dark: {} } })
  })

  it('GET, SET, CONSTRUCT, unknown methods and proxies never reach a handler', async () => {
    frame = connectedFrame()
    const before = frame.store.getState()
    const messages = [
      { id: 'g', type: 'GET', path: ['open'] },
      { id: 'g2', type: 'GET', path: [] },
      { id: 's', type: 'SET', path: ['open'], value: { type: 'RAW', value: null } },
      { id: 'c', type: 'CONSTRUCT', path: ['open'], argumentList: [] },
      { id: 'e', type: 'ENDPOINT' },
      { id: 'u', type: 'APPLY', path: ['toString'], argumentList: [] },
      { id: 'p', type: 'APPLY', path: ['__proto__'], argumentList: [] },
      { id: 'n', type: 'APPLY', path: ['open', 'call'], argumentList: [] },
      { id: 'h', type: 'APPLY', path: ['open'], argumentList: [{ type: 'HANDLER', name: 'proxy', value: {} }] },
      {
        id: 'x',
        type: 'APPLY',
        path: ['open'],
        argumentList: [
          { type: 'RAW', value: 'Connect' },
          { type: 'RAW', value: 1 },
        ],
      },
    ]
    for (const message of messages) await postRaw(message)
    expect(frame.store.getState()).toBe(before)
    expect(frameWarnings(warn)).toHaveLength(messages.length)
  })
})

describe('events to the page', () => {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

  it('tells the page about open, view changes and close, whoever caused them', async () => {
    frame = connectedFrame()
    await frame.caller.call('open', [undefined])
    frame.store.dispatch(pushView('AllWallets'))
    frame.store.dispatch(goBack())
    frame.store.dispatch(goBack())
    // Events cross real ports: later on a loaded machine.
    await vi.waitFor(
      () =>
        expect(frame.received).toEqual([
          { type: 'open', view: 'Connect' },
          { type: 'view', view: 'AllWallets' },
          { type: 'view', view: 'Connect' },
          { type: 'close' },
        ]),
      { timeout: 5_000, interval: 10 },
    )
  })

  it('says nothing when nothing the page sees changed', async () => {
    frame = connectedFrame()
    await frame.caller.call('close', [])
    await settle()
    expect(frame.received).toEqual([])
  })
})
