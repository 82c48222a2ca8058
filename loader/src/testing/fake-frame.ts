import {
  connect,
  frameMethods,
  serve,
  type Caller,
  type FrameApi,
  type HelloResult,
  type DappMetadata,
  type HostWallet,
  type PageApi,
  type RpcRequest,
  type ThemeSync,
} from '@porthole/protocol'

/**
 * The frame end of the channel, over real ports: answers the loader's
 * handshake and records what the page tells it. Each handshake (a reload)
 * makes a new connection. `hello` may answer late, as a busy frame would.
 */
export function fakeFrame(
  answer: (args: RpcRequest) => unknown = () => null,
  hello: () => Promise<HelloResult> | HelloResult = () => ({ version: 1, projectId: 'demo' }),
  /** When the frame answers an open: at once, or (a frame waiting for its dialog to be drawn) later. */
  opening: () => Promise<void> | void = () => {},
) {
  const connections: {
    page: Caller<PageApi>
    lists: HostWallet[][]
    events: unknown[][]
    cancelled: string[]
    dapp: DappMetadata[]
    themes: ThemeSync[]
    opened: number
    asked: unknown[][]
    stop(): void
  }[] = []
  const contentWindow = {
    postMessage(_message: unknown, _origin: string, [calls, events]: MessagePort[]) {
      const connection = {
        page: connect<PageApi>(events!),
        lists: [] as HostWallet[][],
        events: [] as unknown[][],
        cancelled: [] as string[],
        dapp: [] as DappMetadata[],
        themes: [] as ThemeSync[],
        opened: 0,
        asked: [] as unknown[][],
        stop: () => {},
      }
      connection.stop = serve<FrameApi>(calls!, frameMethods, {
        hello,
        open: async (...args) => (connection.opened++, connection.asked.push(['open', ...args]), await opening(), null),
        close: () => null,
        switchNetwork: (id) => (connection.asked.push(['switchNetwork', id]), null),
        disconnect: (namespace) => (connection.asked.push(['disconnect', namespace]), null),
        request: (args) => answer(args),
        cancel: (id) => (connection.cancelled.push(id), null),
        setHostWallets: (wallets) => (connection.lists.push(wallets), null),
        hostWalletEvent: (...event) => (connection.events.push(event), null),
        setDappData: (metadata) => (connection.dapp.push(metadata), null),
        setTheme: (theme) => (connection.themes.push(theme), null),
      })
      connections.push(connection)
    },
  }
  /** The page's <iframe>: an EventTarget whose `load` starts a handshake. */
  const iframe = Object.assign(new EventTarget(), {
    contentWindow,
    src: '',
    style: { cssText: '' },
    attributes: new Map<string, string>(),
    setAttribute(name: string, value: string) {
      iframe.attributes.set(name, value)
    },
    removeAttribute(name: string) {
      iframe.attributes.delete(name)
    },
    focus() {},
  })
  return {
    iframe,
    connections,
    latest: () => connections.at(-1)!,
    reload: () => iframe.dispatchEvent(new Event('load')),
    close() {
      for (const c of connections) {
        c.page.close()
        c.stop()
      }
    },
  }
}
