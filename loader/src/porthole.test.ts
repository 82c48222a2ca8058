import type { RpcRequest } from '@porthole/protocol'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { attachFrame } from './channel/frame-controller.js'
import { createPorthole } from './porthole.js'
import type { ScriptOptions } from './script-options.js'
import { flush } from './testing/fake-wallets.js'

const OPTIONS: ScriptOptions = { origin: 'https://porthole.test', projectId: 'demo', theme: 'light', reconnect: true, injectWindowEthereum: false, dapp: {} }

/** The chunk's own error class: the bootstrap never sees protocol's copy of it. */
class ChunkError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: Error) => void
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)))
  return { promise, resolve, reject }
}

/** The lazily loaded chunk, arriving and answering its handshake when the test says so. */
function fakeChunk(answer: (args: RpcRequest) => Promise<unknown> = async () => '0x1') {
  const loaded = deferred<{ attachFrame: typeof attachFrame }>()
  const ready = deferred<void>()
  const sent: RpcRequest[] = []
  /** Calls to the Wallet Standard features, by name, with their arguments. */
  const solanaCalls: unknown[][] = []
  const record =
    (name: string) =>
    async (...args: unknown[]) => (solanaCalls.push([name, ...args]), [])
  const solana = {
    connect: async (...args: unknown[]) => (solanaCalls.push(['connect', ...args]), { accounts: [] }),
    disconnect: async () => void solanaCalls.push(['disconnect']),
    signMessage: record('signMessage'),
    signTransaction: record('signTransaction'),
    signAndSendTransaction: record('signAndSendTransaction'),
    signIn: record('signIn'),
  }
  let options: attachFrame.Options | undefined
  const chunk = {
    attachFrame(o: attachFrame.Options) {
      options = o
      const request = (args: RpcRequest) => (sent.push(args), answer(args))
      const asked =
        (name: string) =>
        async (...args: unknown[]) =>
          void sent.push({ method: name, params: args })
      return {
        ready: ready.promise,
        open: async () => {},
        close: async () => {},
        request,
        solana,
        switchNetwork: asked('switchNetwork'),
        disconnect: asked('disconnect'),
        setTheme: asked('setTheme'),
      }
    },
  }
  return {
    load: () => loaded.promise,
    arrive: () => loaded.resolve(chunk),
    ready,
    sent,
    solanaCalls,
    options: () => options!,
  }
}

let iframe: { src: string; style: { cssText: string }; setAttribute(): void; addEventListener(): void }
beforeEach(() => {
  iframe = { src: '', style: { cssText: '' }, setAttribute() {}, addEventListener() {} }
  vi.stubGlobal('window', { location: { href: 'https://dapp.test/' }, history: { state: null, replaceState() {} } })
  vi.stubGlobal('document', { createElement: () => iframe, body: { append() {} } })
  // A page painted already: its frames come at once.
  vi.stubGlobal('requestAnimationFrame', (fn: () => void) => fn())
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('porthole.provider', () => {
  it('queues requests until the chunk arrived and the frame is ready, then sends them in order', async () => {
    const chunk = fakeChunk(async ({ method }) => `${method} done`)
    const { provider } = createPorthole(OPTIONS, chunk.load)
    const first = provider.request({ method: 'eth_chainId' })
    const second = provider.request({ method: 'eth_accounts', params: [] })
    await flush()
    chunk.arrive()
    await flush()
    expect(chunk.sent).toEqual([])
    chunk.ready.resolve()
    expect(await first).toBe('eth_chainId done')
    expect(await second).toBe('eth_accounts done')
    expect(chunk.sent).toEqual([
      { method: 'eth_chainId', params: undefined },
      { method: 'eth_accounts', params: [] },
    ])
  })

  it("passes the frame's error on as the channel made it: code, message and data unchanged", async () => {
    const chunk = fakeChunk(async ({ method }) => {
      throw method === 'eth_sign'
        ? new ChunkError(4200, 'Requested RPC call is not allowed')
        : new ChunkError(-32000, 'execution reverted', { reason: '0x08c379a0' })
    })
    const { provider } = createPorthole(OPTIONS, chunk.load)
    chunk.arrive()
    chunk.ready.resolve()
    const error = await provider.request({ method: 'eth_call', params: [{}] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(error).toMatchObject({ code: -32000, message: 'execution reverted', data: { reason: '0x08c379a0' } })
    await expect(provider.request({ method: 'eth_sign' })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed', data: undefined })
  })

  it('rejects bad arguments with -32600 at once', async () => {
    const chunk = fakeChunk()
    const { provider } = createPorthole(OPTIONS, chunk.load)
    for (const bad of [
      undefined,
      null,
      'eth_chainId',
      {},
      { method: '' },
      { method: 7 },
      { method: 'eth_call', params: 'x' },
      { method: 'eth_call', params: null },
    ]) {
      await expect(provider.request(bad as never)).rejects.toMatchObject({ code: -32600 })
    }
    expect(chunk.sent).toEqual([])
  })

  it("a snippet with both siweConfig and siwx does not start: 'siweConfig and siwx cannot both be set'", async () => {
    const chunk = fakeChunk()
    const load = vi.fn(chunk.load)
    const porthole = createPorthole({ ...OPTIONS, siwx: 'required', configError: 'siweConfig and siwx cannot both be set' }, load)
    await expect(porthole.ready).rejects.toThrow('siweConfig and siwx cannot both be set')
    expect(load).not.toHaveBeenCalled()
    expect(porthole.siwx.getSession()).toBeNull()
  })

  it("asks the frame for sign-in with the snippet's data-siwx, and keeps the session the frame reports", async () => {
    const chunk = fakeChunk()
    const porthole = createPorthole({ ...OPTIONS, siwx: 'optional' }, chunk.load)
    void porthole.open()
    expect(iframe.src).toContain('&siwx=optional')
    chunk.arrive()
    await vi.waitFor(() => expect(chunk.options()).toBeDefined())
    const seen: unknown[] = []
    const stop = porthole.siwx.onChange((session) => seen.push(session))
    const session = { id: 'a'.repeat(48), address: '0xabc', chainId: 'eip155:1', expiresAt: 1, message: 'm', signature: '0x01' }
    chunk.options().emit('siwx', session)
    expect(porthole.siwx.getSession()).toEqual(session)
    stop()
    chunk.options().emit('siwx', null)
    expect(porthole.siwx.getSession()).toBeNull()
    expect(seen).toEqual([session])
  })

  it("rejects queued requests with the frame's alert when it cannot start", async () => {
    const chunk = fakeChunk()
    const { provider } = createPorthole(OPTIONS, chunk.load)
    const pending = provider.request({ method: 'eth_chainId' })
    chunk.arrive()
    chunk.ready.reject(Object.assign(new Error('Origin Not Allowed'), { name: 'AlertError' }))
    await expect(pending).rejects.toMatchObject({ code: 4900, message: 'Origin Not Allowed' })
  })

  it('emits the frame’s provider events to on and once listeners until removed', async () => {
    const chunk = fakeChunk()
    const { provider } = createPorthole(OPTIONS, chunk.load)
    chunk.arrive()
    await flush()
    const seen: unknown[] = []
    const onChain = (chainId: unknown) => seen.push(['chainChanged', chainId])
    provider.on('chainChanged', onChain).once('accountsChanged', (accounts) => seen.push(['accountsChanged', accounts]))
    const { emitProvider } = chunk.options()
    emitProvider('chainChanged', '0x1')
    emitProvider('accountsChanged', ['0xabc'])
    emitProvider('accountsChanged', [])
    provider.removeListener('chainChanged', onChain)
    emitProvider('chainChanged', '0x2')
    expect(seen).toEqual([
      ['chainChanged', '0x1'],
      ['accountsChanged', ['0xabc']],
    ])
    expect(chunk.options().provider).toBe(provider)
  })

  it('gives disconnect listeners an Error with the code and message the frame sent', async () => {
    const chunk = fakeChunk()
    const { provider } = createPorthole(OPTIONS, chunk.load)
    chunk.arrive()
    await flush()
    const seen: unknown[] = []
    provider.on('disconnect', (error) => seen.push(error))
    chunk.options().emitProvider('disconnect', { code: 4900, message: 'Disconnected' })
    expect(seen[0]).toBeInstanceOf(Error)
    expect(seen[0]).toMatchObject({ code: 4900, message: 'Disconnected' })
  })
})

describe('frame url', () => {
  it('carries reconnect=0 only when the snippet says data-reconnect="false"', async () => {
    createPorthole(OPTIONS, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=light')
    createPorthole({ ...OPTIONS, reconnect: false }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=light&reconnect=0')
  })

  it('carries the snippet’s own feature settings and data-debug as written', async () => {
    createPorthole({ ...OPTIONS, features: '{"swaps":false}', basic: true, debug: true }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe(`https://porthole.test/frame?projectId=demo&theme=light&features=${encodeURIComponent('{"swaps":false}')}&basic=1&debug=1`)
  })

  it('carries the snippet’s data-locale as written, encoded (the worker checks it)', async () => {
    createPorthole({ ...OPTIONS, locale: 'ja' }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=light&locale=ja')
    createPorthole({ ...OPTIONS, locale: 'a&b' }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=light&locale=a%26b')
  })

  it('carries data-theme as written, encoded, for the first paint; the variables go to the page channel only', async () => {
    createPorthole({ ...OPTIONS, theme: 'system', themeVariables: '{"accent":"#e4572e"}' }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=system')
    createPorthole({ ...OPTIONS, theme: 'a&b' }, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo&theme=a%26b')
    const chunk = fakeChunk()
    createPorthole({ ...OPTIONS, theme: undefined, themeVariables: '{"zIndex":4}' }, chunk.load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe('https://porthole.test/frame?projectId=demo')
    chunk.arrive()
    await flush()
    expect(chunk.options()).toMatchObject({ theme: undefined, themeVariables: '{"zIndex":4}' })
  })

  it('hands a social login’s result_uri from the page address to the frame', async () => {
    const result = 'https://porthole.test/auth/social/result?id=abc'
    window.location.href = `https://dapp.test/?result_uri=${encodeURIComponent(result)}`
    createPorthole(OPTIONS, fakeChunk().load)
      .provider.request({ method: 'eth_chainId' })
      .catch(() => {})
    expect(iframe.src).toBe(`https://porthole.test/frame?projectId=demo&theme=light&result_uri=${encodeURIComponent(result)}`)
  })
})

describe('porthole.solana', () => {
  const account = { address: '11111111111111111111111111111111', publicKey: new Uint8Array(32), chains: ['solana:devnet'], features: [] } as const

  it('is a Wallet Standard wallet named Porthole with the EIP-6963 icon, base64, and the Solana features', () => {
    const { solana } = createPorthole(OPTIONS, fakeChunk().load)
    expect(solana).toMatchObject({
      version: '1.0.0',
      name: 'Porthole',
      chains: ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
      accounts: [],
    })
    expect(atob(solana.icon.replace('data:image/svg+xml;base64,', ''))).toContain('<circle')
    expect(Object.keys(solana.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    for (const name of ['solana:signTransaction', 'solana:signAndSendTransaction'] as const) {
      expect(solana.features[name]).toMatchObject({ supportedTransactionVersions: ['legacy', 0] })
    }
  })

  it('feature calls wait for the chunk and the frame, then reach its features with their inputs', async () => {
    const chunk = fakeChunk()
    const { solana } = createPorthole(OPTIONS, chunk.load)
    const features = solana.features as Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
    const connecting = features['standard:connect']!.connect!({ silent: true })
    const signing = features['solana:signMessage']!.signMessage!({ account, message: new Uint8Array([1]) }, { account, message: new Uint8Array([2]) })
    chunk.arrive()
    await flush()
    expect(chunk.solanaCalls).toEqual([])
    chunk.ready.resolve()
    await Promise.all([connecting, signing])
    expect(chunk.solanaCalls).toEqual([
      ['connect', { silent: true }],
      ['signMessage', { account, message: new Uint8Array([1]) }, { account, message: new Uint8Array([2]) }],
    ])
  })

  it("takes the channel's accounts and tells change listeners until they unsubscribe", async () => {
    const chunk = fakeChunk()
    const { solana } = createPorthole(OPTIONS, chunk.load)
    chunk.arrive()
    await flush()
    const on = (solana.features['standard:events'] as { on(event: 'change', fn: (change: unknown) => void): () => void }).on
    const seen: unknown[] = []
    const off = on('change', (change) => seen.push(change))
    chunk.options().emitSolana({ accounts: [account] })
    expect(solana.accounts).toEqual([account])
    off()
    chunk.options().emitSolana({ accounts: [] })
    expect(seen).toEqual([{ accounts: [account] }])
    expect(solana.accounts).toEqual([])
    expect(chunk.options().solanaWallet).toBe(solana)
  })

  it('disconnect before any account needs neither the chunk nor the frame', async () => {
    const chunk = fakeChunk()
    const { solana } = createPorthole(OPTIONS, chunk.load)
    const disconnect = (solana.features['standard:disconnect'] as { disconnect(): Promise<void> }).disconnect
    await disconnect()
    chunk.arrive()
    chunk.ready.resolve()
    await flush()
    chunk.options().emitSolana({ accounts: [account] })
    await disconnect()
    expect(chunk.solanaCalls).toEqual([['disconnect']])
  })
})
