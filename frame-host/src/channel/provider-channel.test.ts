import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { disconnect } from '../connection/disconnect.js'
import { fakeWallet, walletInfo, ALICE } from '../testing/fake-wallet.js'
import { connectedFrame, testConfig } from '../testing/page-end.js'

let frame: ReturnType<typeof connectedFrame>
afterEach(() => frame.close())

/** Waits until what the page received satisfies `check`: events cross real ports, later on a loaded machine. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 })

/** The page provider's path, over real MessagePorts: the page's calls, its wallet, and the events it hears. */
describe('provider requests over the channel', () => {
  it('a refused method reaches the page as 4200 with the spec text', async () => {
    frame = connectedFrame()
    await expect(frame.caller.call('request', [{ method: 'eth_mining' }])).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
  })

  it('a visitor connects the page’s wallet for eth_requestAccounts, signs, then disconnects; the page hears each step', async () => {
    const wallet = fakeWallet()
    // Both local chains are offered, so the wallet's move to the second is no unsupported chain.
    frame = connectedFrame(
      testConfig({ rpcUrls: { 'eip155:31337': 'http://127.0.0.1:48545', 'eip155:31338': 'http://127.0.0.1:48546' } }),
      undefined,
      (uuid, args) => (uuid === wallet.info.uuid ? wallet.handle(args) : Promise.reject(new Error('unknown wallet'))),
    )
    await frame.caller.call('setHostWallets', [[wallet.info, walletInfo(2)]])
    expect(frame.store.getState().hostWallets.list.map((w) => w.uuid)).toEqual(['uuid-1', 'uuid-2'])

    const accounts = frame.caller.call('request', [{ method: 'eth_requestAccounts' }])
    await eventually(() => expect(frame.received).toEqual([{ type: 'open', view: 'Connect' }]))
    await frame.store.dispatch(connectWallet('uuid-1'))
    await expect(accounts).resolves.toEqual([ALICE])
    await expect(frame.caller.call('request', [{ method: 'personal_sign', params: ['0x68690a', ALICE] }])).resolves.toBe('0x5167')

    await frame.caller.call('hostWalletEvent', ['uuid-1', 'chainChanged', '0x7a6a'])
    await frame.store.dispatch(disconnect())
    await eventually(() =>
      expect(frame.received.slice(1)).toEqual([
        { type: 'close' },
        { type: 'provider', event: 'chainChanged', data: '0x7a69' },
        { type: 'provider', event: 'connect', data: { chainId: '0x7a69' } },
        { type: 'provider', event: 'accountsChanged', data: [ALICE] },
        { type: 'provider', event: 'chainChanged', data: '0x7a6a' },
        { type: 'provider', event: 'accountsChanged', data: [] },
        { type: 'provider', event: 'disconnect', data: { code: 4900, message: 'Provider disconnected' } },
      ]),
    )
  })
})
