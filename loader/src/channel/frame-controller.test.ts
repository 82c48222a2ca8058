import { LEGACY_INJECTED_UUID, PortholeError, SolanaNetworkIds, type PageSnapshot } from '@porthole/protocol'
import { getWallets } from '@wallet-standard/app'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFrame } from '../testing/fake-frame.js'
import { base58Encode } from '../solana/encoding.js'
import { fakeStandardWallet } from '../testing/fake-solana-wallets.js'
import { announceOn, fakePage, fakeWallet, flush, info } from '../testing/fake-wallets.js'
import type { SolanaChange } from '../solana-wallet.js'
import { attachFrame } from './frame-controller.js'
import { fakeHead, PAGE_LOCATION } from '../testing/fake-head.js'

const own = { request: async () => null }
const ownSolana = {}
let frame: ReturnType<typeof fakeFrame>
let page: ReturnType<typeof fakePage>

/** The page around the controller: its window (where wallets announce), focus, and element class. */
beforeEach(() => {
  page = fakePage()
  vi.stubGlobal('window', page)
  vi.stubGlobal('addEventListener', () => {})
  vi.stubGlobal('HTMLElement', class {})
  vi.stubGlobal('document', fakeHead({ title: 'Demo shop' }))
  vi.stubGlobal('location', PAGE_LOCATION)
})
afterEach(() => {
  frame?.close()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function attach(answer?: Parameters<typeof fakeFrame>[0], hello?: Parameters<typeof fakeFrame>[1], opening?: Parameters<typeof fakeFrame>[2]) {
  frame = fakeFrame(answer, hello, opening)
  const emitted: unknown[][] = []
  const providerEvents: unknown[][] = []
  const solanaChanges: SolanaChange[] = []
  const controller = attachFrame({
    iframe: frame.iframe as unknown as HTMLIFrameElement,
    loaded: true,
    createdAt: Date.now(),
    origin: 'https://porthole.test',
    projectId: 'demo',
    dapp: { description: 'Shoes, delivered' },
    emit: (...event) => void emitted.push(event),
    provider: own,
    emitProvider: (...event) => void providerEvents.push(event),
    solanaWallet: ownSolana,
    emitSolana: (change) => void solanaChanges.push(change),
  })
  return { controller, emitted, providerEvents, solanaChanges }
}

describe('withdrawing a request', () => {
  it('a dapp that aborts its request tells the frame, which drops it', async () => {
    const { controller } = attach(() => new Promise(() => {}))
    await controller.ready
    const aborted = new AbortController()
    const asked = controller.request({ method: 'personal_sign', params: ['0x00'] }, aborted.signal)
    await flush()
    aborted.abort()
    await expect(asked).rejects.toMatchObject({ code: 4900, message: 'Request was aborted' })
    await vi.waitFor(() => expect(frame.latest().cancelled).toEqual(['1']))
  })

  it('a page leaving withdraws every request still running before the channel closes', async () => {
    const listeners = new Map<string, () => void>()
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener))
    const { controller } = attach(() => new Promise(() => {}))
    await controller.ready
    const asked = [controller.request({ method: 'personal_sign' }), controller.request({ method: 'eth_sendTransaction' })]
    await flush()
    listeners.get('pagehide')!()
    await Promise.allSettled(asked)
    await vi.waitFor(() => expect(frame.latest().cancelled).toEqual(['1', '2']))
  })
})

describe("the page's self-description", () => {
  it("is sent after every handshake: the snippet's attributes over the head, the page origin as url", async () => {
    const { controller } = attach()
    await controller.ready
    await vi.waitFor(() =>
      expect(frame.latest().dapp).toEqual([{ name: 'Demo shop', description: 'Shoes, delivered', url: 'https://shop.example', icons: [] }]),
    )
    frame.reload()
    await vi.waitFor(() => expect(frame.connections).toHaveLength(2))
    await vi.waitFor(() => expect(frame.latest().dapp).toHaveLength(1))
  })
})

describe('page wallets over the channel', () => {
  it('are sent after the handshake, on every change, and again after a frame reload', async () => {
    const legacy = fakeWallet()
    page.ethereum = legacy
    announceOn(page, info('a'), fakeWallet())
    const { controller } = attach()
    await controller.ready
    const first = frame.latest()
    await vi.waitFor(() => expect(first.lists).toEqual([[info('a'), expect.objectContaining({ uuid: LEGACY_INJECTED_UUID, name: 'Browser Wallet' })]]))
    announceOn(page, info('b'), fakeWallet())()
    await vi.waitFor(() => expect(first.lists.at(-1)!.map((w) => w.uuid)).toEqual(['a', LEGACY_INJECTED_UUID, 'b']))
    frame.reload()
    await vi.waitFor(() => expect(frame.connections).toHaveLength(2))
    await vi.waitFor(() => expect(frame.latest().lists).toEqual([first.lists.at(-1)]))
  })

  it("answer the frame's requests from that exact wallet, code, message and data kept", async () => {
    const error = Object.assign(new Error('User rejected the request.'), { code: 4001, data: { why: 'closed' } })
    const wallet = fakeWallet(({ method }) => (method === 'eth_accounts' ? ['0xabc'] : Promise.reject(error)))
    announceOn(page, info('a'), wallet)
    const { controller } = attach()
    await controller.ready
    const { page: pageApi } = frame.latest()
    expect(await pageApi.call('hostWalletRequest', ['a', { method: 'eth_accounts' }])).toEqual(['0xabc'])
    const failure = await pageApi.call('hostWalletRequest', ['a', { method: 'personal_sign', params: ['0x00', '0xabc'] }]).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(PortholeError)
    expect(failure).toMatchObject({ code: 4001, message: 'User rejected the request.', data: { why: 'closed' } })
    await expect(pageApi.call('hostWalletRequest', ['nope', { method: 'eth_accounts' }])).rejects.toMatchObject({ code: 4100 })
    expect(wallet.calls).toEqual([{ method: 'eth_accounts' }, { method: 'personal_sign', params: ['0x00', '0xabc'] }])
  })

  it("forward the wallets' events to the frame", async () => {
    const wallet = fakeWallet()
    announceOn(page, info('a'), wallet)
    const { controller } = attach()
    await controller.ready
    wallet.emit('accountsChanged', ['0xabc'])
    wallet.emit('chainChanged', '0x7a69')
    await vi.waitFor(() =>
      expect(frame.latest().events).toEqual([
        ['a', 'accountsChanged', ['0xabc']],
        ['a', 'chainChanged', '0x7a69'],
      ]),
    )
  })
})

describe('frame events and requests', () => {
  /** Shown: opaque, and neither inert nor hidden from assistive technology. */
  const shown = () => !frame.iframe.attributes.has('inert') && !frame.iframe.attributes.has('aria-hidden') && !frame.iframe.style.cssText.includes('opacity:0')
  it('provider events reach the page provider; open and close move the overlay', async () => {
    const { controller, emitted, providerEvents } = attach()
    await controller.ready
    const { page: pageApi } = frame.latest()
    await pageApi.call('emit', [{ type: 'provider', event: 'accountsChanged', data: ['0xabc'] }])
    await pageApi.call('emit', [{ type: 'open', view: 'Connect' }])
    expect(shown()).toBe(true)
    await pageApi.call('emit', [{ type: 'close' }])
    expect(shown()).toBe(false)
    expect(frame.iframe.attributes.has('inert')).toBe(true)
    expect(frame.iframe.attributes.get('aria-hidden')).toBe('true')
    expect(providerEvents).toEqual([['accountsChanged', ['0xabc']]])
    expect(emitted).toEqual([
      ['open', { view: 'Connect' }],
      ['close', undefined],
    ])
  })

  it('requests reach the frame and keep its error fields', async () => {
    const { controller } = attach(({ method }) => {
      if (method === 'eth_chainId') return '0x7a69'
      throw new PortholeError(4200, 'Requested RPC call is not allowed', { method })
    })
    expect(await controller.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await expect(controller.request({ method: 'eth_foo' })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
      data: { method: 'eth_foo' },
    })
    await expect(controller.request({ method: 'eth_call', params: [() => 1] })).rejects.toMatchObject({ code: -32602 })
  })

  it('sends open and the page wallets right behind the handshake, before the frame has answered hello', async () => {
    announceOn(page, info('a'), fakeWallet())
    let answerHello!: () => void
    const { controller } = attach(undefined, () => new Promise((resolve) => (answerHello = () => resolve({ version: 1, projectId: 'demo' }))))
    const opening = controller.open()
    await vi.waitFor(() => expect(frame.latest().opened).toBe(1))
    expect(frame.latest().lists.map((list) => list.map((w) => w.uuid))).toEqual([['a']])
    let opened = false
    void opening.then(() => (opened = true))
    await flush()
    // The overlay shows only once the handshake is answered.
    expect(opened).toBe(false)
    expect(shown()).toBe(false)
    answerHello()
    await opening
    expect(shown()).toBe(true)
  })

  it('a cold open of Connect shows the overlay once hello is answered: the frame draws its dialog only when it is shown', async () => {
    let answerHello!: () => void
    let drawn!: () => void
    const hello = () => new Promise<{ version: number; projectId: string }>((resolve) => (answerHello = () => resolve({ version: 1, projectId: 'demo' })))
    const { controller } = attach(undefined, hello, () => new Promise<void>((resolve) => (drawn = resolve)))
    const opening = controller.open()
    await vi.waitFor(() => expect(frame.latest().opened).toBe(1))
    expect(shown()).toBe(false)
    answerHello()
    await controller.ready
    expect(shown()).toBe(true)
    let opened = false
    void opening.then(() => (opened = true))
    await flush()
    expect(opened).toBe(false)
    drawn()
    await opening
  })

  it('a cold open whose frame fails its handshake never shows the overlay', async () => {
    const { controller } = attach(undefined, () => Promise.reject(new Error('no frame')))
    await expect(controller.open()).rejects.toThrow()
    expect(shown()).toBe(false)
  })

  it('once the frame has answered hello, open shows the overlay at once, without waiting for the frame', async () => {
    const { controller } = attach()
    await controller.ready
    const opening = controller.open()
    // Same task as the call: the frame already holds Connect painted behind the transparent iframe.
    expect(shown()).toBe(true)
    expect(frame.latest().opened).toBe(0)
    await opening
    expect(frame.latest().opened).toBe(1)
  })

  it('shows and focuses the iframe at once for the default view, and another view only once the frame has drawn it', async () => {
    const { controller } = attach()
    await controller.ready
    const focus = vi.spyOn(frame.iframe, 'focus')
    const opening = controller.open()
    expect(shown()).toBe(true)
    expect(focus).toHaveBeenCalledTimes(1)
    await opening
    await controller.close()
    expect(shown()).toBe(false)
    focus.mockClear()
    // The prepared Connect is painted in the frame: shown now, it would flash before AllWallets.
    const other = controller.open('AllWallets')
    expect(shown()).toBe(false)
    expect(focus).not.toHaveBeenCalled()
    await other
    expect(shown()).toBe(true)
    expect(focus).toHaveBeenCalledTimes(1)
    expect(frame.latest().asked.at(-1)).toEqual(['open', 'AllWallets', undefined])
  })

  it('an open the frame had not answered when it reloaded is heard by the reloaded frame', async () => {
    const { controller } = attach()
    await controller.ready
    const opening = controller.open()
    frame.reload()
    await opening
    expect(frame.connections).toHaveLength(2)
    expect(frame.latest().opened).toBe(1)
    expect(shown()).toBe(true)
  })
})

describe('Solana', () => {
  const ALICE = base58Encode(new Uint8Array(32).fill(1))

  it("the page's Wallet Standard wallets join the EIP-1193 ones in one list, and answer the frame", async () => {
    announceOn(page, info('a'), fakeWallet())
    const sol = fakeStandardWallet('Sol', [ALICE])
    const unregister = getWallets().register(sol.wallet)
    try {
      const { controller } = attach()
      await controller.ready
      await vi.waitFor(() =>
        expect(
          frame
            .latest()
            .lists.at(-1)!
            .map((w) => w.uuid),
        ).toEqual(['a', 'wallet-standard:Sol']),
      )
      const { page: pageApi } = frame.latest()
      expect(await pageApi.call('hostWalletRequest', ['wallet-standard:Sol', { method: 'solana_requestAccounts' }])).toEqual([ALICE])
      sol.switchTo([])
      await vi.waitFor(() => expect(frame.latest().events).toEqual([['wallet-standard:Sol', 'accountsChanged', []]]))
    } finally {
      unregister()
    }
  })

  it("Porthole's own features ask the frame with the cluster's CAIP-2 id and follow its Solana events", async () => {
    const asked: unknown[] = []
    const { controller, providerEvents, solanaChanges } = attach((args) => {
      asked.push(args)
      return args.method === 'solana_requestAccounts' ? [ALICE] : { transaction: 'AQID' }
    })
    const { accounts } = await controller.solana.connect()
    const [output] = await controller.solana.signTransaction({ account: accounts[0]!, transaction: new Uint8Array([1, 2, 3]), chain: 'solana:testnet' })
    expect(output).toEqual({ signedTransaction: new Uint8Array([1, 2, 3]) })
    expect(asked).toEqual([
      { method: 'solana_requestAccounts' },
      { method: 'solana_signTransaction', params: { transaction: 'AQID', pubkey: ALICE }, chainId: SolanaNetworkIds.testnet },
    ])
    const { page: pageApi } = frame.latest()
    await pageApi.call('emit', [{ type: 'provider', namespace: 'solana', event: 'accountsChanged', data: [] }])
    expect(solanaChanges.map((c) => c.accounts.map((a) => a.address))).toEqual([[ALICE], []])
    expect(providerEvents).toEqual([])
  })
})

describe('the page API', () => {
  const account = (status: string, address?: string) => ({
    status,
    isConnected: status === 'connected',
    allAccounts: address ? [{ address, type: 'eoa' }] : [],
    ...(address ? { address } : {}),
  })
  const network = (id: number) => ({ caipNetworkId: `eip155:${id}`, chainId: id, name: 'Anvil' })
  const snapshot = (status: string, chainId: number, address?: string): PageSnapshot =>
    ({
      state: { open: false, selectedNetworkId: `eip155:${chainId}`, loading: false, initialized: true, activeChain: 'eip155' },
      accounts: Object.fromEntries(
        ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'].map((ns) => [ns, ns === 'eip155' ? account(status, address) : account('disconnected')]),
      ),
      networks: Object.fromEntries(
        ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'].map((ns) => [
          ns,
          ns === 'eip155' ? network(chainId) : { caipNetworkId: `${ns}:x`, chainId: 'x', name: 'Unknown Network' },
        ]),
      ),
    }) as PageSnapshot

  it("turns the frame's snapshots into events for the parts that changed, the snapshot first", async () => {
    const { controller, emitted } = attach()
    await controller.ready
    const { page: pageApi } = frame.latest()
    await pageApi.call('emit', [{ type: 'state', snapshot: snapshot('disconnected', 31337) }])
    expect(emitted.map(([name]) => name)).toEqual(['snapshot', 'state', 'account', 'network'])
    emitted.length = 0
    await pageApi.call('emit', [{ type: 'state', snapshot: snapshot('connected', 31337, '0xabc') }])
    expect(emitted.map(([name]) => name)).toEqual(['snapshot', 'account'])
    emitted.length = 0
    await pageApi.call('emit', [{ type: 'state', snapshot: snapshot('connected', 10, '0xabc') }])
    expect(emitted.map(([name]) => name)).toEqual(['snapshot', 'state', 'network'])
    await pageApi.call('emit', [{ type: 'event', event: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } } }])
    expect(emitted.at(-1)).toEqual([
      'event',
      { timestamp: expect.any(Number), data: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:10' } } },
    ])
  })

  it('drops a snapshot that fails its schema', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { controller, emitted } = attach()
    await controller.ready
    const bad = { ...snapshot('connected', 1, '0xabc'), state: { open: 'yes' } }
    await expect(frame.latest().page.call('emit', [{ type: 'state', snapshot: bad }] as never)).rejects.toMatchObject({ code: -32602 })
    expect(emitted).toEqual([])
  })

  it('asks the frame to switch (a chain id becomes its CAIP-2 id), disconnect and open on a family; refuses what is not one', async () => {
    const { controller } = attach()
    await controller.switchNetwork(10)
    await controller.switchNetwork('eip155:31337')
    await controller.disconnect()
    await controller.open({ view: 'Connect', namespace: 'solana' })
    await controller.open('Account')
    expect(frame.latest().asked).toEqual([
      ['switchNetwork', 'eip155:10'],
      ['switchNetwork', 'eip155:31337'],
      ['disconnect', undefined],
      ['open', 'Connect', 'solana'],
      ['open', 'Account', undefined],
    ])
    await expect(controller.switchNetwork('ten')).rejects.toThrow(TypeError)
    await expect(controller.disconnect('evm' as never)).rejects.toThrow(TypeError)
    await expect(controller.open({ namespace: 'evm' as never })).rejects.toThrow(TypeError)
  })
})
