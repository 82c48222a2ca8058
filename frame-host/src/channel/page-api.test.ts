import type { FrameEvent, PageSnapshot } from '@porthole/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { embeddedActions } from '../embedded/embedded-slice.js'
import { connected } from '../shared-state/connection-slice.js'
import { fakeWallet, ALICE } from '../testing/fake-wallet.js'
import { connectedFrame, testConfig } from '../testing/page-end.js'
import { pageSnapshotOf } from './page-snapshot.js'

let frame: ReturnType<typeof connectedFrame>
afterEach(() => frame.close())

/** Waits until the snapshots the page got say what `check` expects: pushes cross real ports, later on a loaded machine. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 10 })
const snapshots = (events: FrameEvent[]) => events.flatMap((e) => (e.type === 'state' ? [e.snapshot] : []))
const moments = (events: FrameEvent[]) => events.flatMap((e) => (e.type === 'event' ? [e.event] : []))
const last = (events: FrameEvent[]): PageSnapshot => snapshots(events).at(-1)!
const LOCAL_RPC = { 'eip155:31337': 'http://127.0.0.1:48545', 'eip155:31338': 'http://127.0.0.1:48546' }

/** The typed page API over real MessagePorts: what the page's getState/getAccount/getNetwork read, and what it may do. */
describe('the page API', () => {
  it('starts with a snapshot: modal closed, nothing connected, each family on its network', async () => {
    frame = connectedFrame(testConfig({ rpcUrls: LOCAL_RPC }))
    await eventually(() => expect(snapshots(frame.pageApi)).not.toEqual([]))
    const { state, accounts, networks } = last(frame.pageApi)
    expect(state).toEqual({ open: false, selectedNetworkId: 'eip155:1', loading: false, initialized: false, activeChain: 'eip155' })
    expect(accounts.eip155).toEqual({ status: 'disconnected', isConnected: false, allAccounts: [] })
    expect(networks.eip155).toEqual({ caipNetworkId: 'eip155:1', chainId: 1, name: expect.any(String) })
  })

  it('follows a connection, a network switch and a disconnect the page asked for, with their moments', async () => {
    const wallet = fakeWallet()
    frame = connectedFrame(testConfig({ rpcUrls: LOCAL_RPC }), undefined, (_uuid, args) => wallet.handle(args))
    await frame.caller.call('setHostWallets', [[wallet.info]])
    await frame.caller.call('open', [undefined, 'eip155'])
    await frame.store.dispatch(connectWallet(wallet.info.uuid))
    await eventually(() =>
      expect(last(frame.pageApi).accounts.eip155).toMatchObject({
        status: 'connected',
        address: ALICE,
        caipAddress: `eip155:31337:${ALICE}`,
        allAccounts: [{ address: ALICE, type: 'eoa' }],
      }),
    )

    await frame.caller.call('switchNetwork', ['eip155:31338'])
    await eventually(() => expect(last(frame.pageApi).networks.eip155).toMatchObject({ caipNetworkId: 'eip155:31338', chainId: 31338 }))
    expect(wallet.methods()).toContain('wallet_switchEthereumChain')

    await frame.caller.call('disconnect', [])
    await eventually(() => expect(last(frame.pageApi).accounts.eip155.status).toBe('disconnected'))
    await eventually(() =>
      expect(moments(frame.pageApi).map((m) => m.event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']),
    )
    expect(moments(frame.pageApi)[0]).toEqual({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } })
  })

  it('refuses a network the frame does not offer as wallet_switchEthereumChain does', async () => {
    frame = connectedFrame(testConfig({ rpcUrls: LOCAL_RPC }))
    await expect(frame.caller.call('switchNetwork', ['eip155:999999'])).rejects.toMatchObject({ code: 4902 })
  })

  it('open with a namespace makes the modal work with that family', async () => {
    frame = connectedFrame(testConfig({ rpcUrls: LOCAL_RPC }))
    await frame.caller.call('open', ['Connect', 'solana'])
    await eventually(() => expect(last(frame.pageApi).state).toMatchObject({ open: true, activeChain: 'solana' }))
  })
})

describe("the account's embedded wallet info", () => {
  it('names the sign-in (email or the social provider) but never an email address', async () => {
    frame = connectedFrame(testConfig({ rpcUrls: LOCAL_RPC }))
    const signIn = (provider: string, username: string | null) => {
      frame.store.dispatch(embeddedActions.signedIn({ address: ALICE, provider, username, expiresAt: Date.now() + 60_000 }))
      frame.store.dispatch(connected({ namespace: 'eip155', connectorId: 'embedded', accounts: [ALICE], caipNetworkId: 'eip155:31337' }))
      return pageSnapshotOf(frame.store.getState()).accounts.eip155.embeddedWalletInfo
    }
    expect(signIn('email', 'visitor@example.com')).toEqual({
      user: { username: null },
      authProvider: 'email',
      accountType: 'eoa',
      isSmartAccountDeployed: false,
    })
    expect(signIn('x', 'porthole_fan')?.user).toEqual({ username: 'porthole_fan' })
    expect(signIn('google', 'someone@gmail.com')?.user).toEqual({ username: null })
  })
})
