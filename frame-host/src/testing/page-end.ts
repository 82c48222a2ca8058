import {
  connect,
  HANDSHAKE_TAG,
  pageMethods,
  PROTOCOL_VERSION,
  serve,
  type FrameApi,
  type FrameConfig,
  type FrameEvent,
  type PageApi,
  type RpcRequest,
} from '@porthole/protocol'
import { bootFrame } from './frame-store.js'
import { fakeWindow } from './fake-window.js'

export const PAGE_ORIGIN = 'https://app.example'

export const testConfig = (overrides: Partial<FrameConfig> = {}): FrameConfig => ({
  projectId: 'demo',
  theme: 'dark',
  allowedOrigins: [PAGE_ORIGIN],
  features: [],
  ...overrides,
})

/** A frame document holding `config` the way the worker writes it. */
export const configDocument = (config: unknown) => ({
  getElementById: (id: string) => (id === 'porthole-config' ? { textContent: JSON.stringify(config) } : null),
})

/**
 * A booted frame and the page end of its channel, over real MessageChannels,
 * doing what the loader does: post the handshake with two ports, then call.
 */
export function connectedFrame(
  config: FrameConfig = testConfig(),
  afterRender = () => Promise.resolve(),
  hostWalletRequest: (uuid: string, args: RpcRequest) => unknown = () => null,
  { revealPrepared }: Pick<bootFrame.Options, 'revealPrepared'> = {},
) {
  const win = fakeWindow()
  const frame = bootFrame({ window: win.window, document: configDocument(config), afterRender, revealPrepared })
  const calls = new MessageChannel()
  const events = new MessageChannel()
  const received: FrameEvent[] = []
  /** The page API's snapshots and moments, kept apart so each test reads the messages it is about. */
  const pageApi: FrameEvent[] = []
  const stopServing = serve<PageApi>(events.port1, pageMethods, {
    emit: (event) => void (event.type === 'state' || event.type === 'event' ? pageApi : received).push(event),
    hostWalletRequest,
  })
  const caller = connect<FrameApi>(calls.port1)
  win.post({ tag: HANDSHAKE_TAG, version: PROTOCOL_VERSION }, { origin: PAGE_ORIGIN, ports: [calls.port2, events.port2] })
  return {
    ...frame,
    win,
    caller,
    /** The raw page port for calls, to post what no well-behaved caller would. */
    rawCalls: calls.port1,
    received,
    pageApi,
    close() {
      caller.close()
      stopServing()
      frame.dispose()
    },
  }
}
