import { ErrorCodes, PortholeError } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { featuresFetched } from '../store/features-slice.js'
import { closeModal } from '../shared-state/modal-state.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { ALICE, fakeWallet } from '../testing/fake-wallet.js'
import { flush, testFrame } from '../testing/test-frame.js'

/** A frame whose test wallet (on anvil, 31337) is already connected. */
async function connectedFrame(options: Parameters<typeof testFrame>[0] = {}) {
  const frame = testFrame(options)
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  expect(frame.store.getState().connection.eip155.status).toBe('connected')
  return frame
}

describe('request router: allow-list', () => {
  it.each(['eth_mining', 'debug_traceTransaction', 'admin_peers', 'Eth_chainId', 'constructor'])('refuses %s with 4200', async (method) => {
    const frame = testFrame()
    await expect(frame.request(method)).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
    expect(frame.reads).toEqual([])
  })
})

describe('request router: smart sessions feature (off by default)', () => {
  it('refuses wallet_grantPermissions with 4200 while the feature is off', async () => {
    const frame = await connectedFrame()
    await expect(frame.request('wallet_grantPermissions', [{}])).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' })
  })

  it('lets it through to the wallet once the project turns it on (the test wallet answers for itself)', async () => {
    const frame = await connectedFrame()
    frame.store.dispatch(featuresFetched({ features: [{ id: 'smartSessions', isEnabled: true, config: null }], basic: false }))
    await expect(frame.request('wallet_grantPermissions', [{}])).rejects.not.toMatchObject({ message: 'Requested RPC call is not allowed' })
  })
})

describe('request router: reads', () => {
  it('answers eth_chainId from the active network, without the node', async () => {
    const frame = testFrame()
    await expect(frame.request('eth_chainId')).resolves.toBe('0x1')
    frame.store.dispatch(setActiveNetwork('eip155:31338'))
    await expect(frame.request('eth_chainId')).resolves.toBe('0x7a6a')
    expect(frame.reads).toEqual([])
  })

  it("sends reads to the active network's transport, at the config's RPC URL, and returns the node's answer", async () => {
    const frame = testFrame({ read: ({ method }) => (method === 'eth_blockNumber' ? '0x2a' : null) })
    frame.store.dispatch(setActiveNetwork('eip155:31337'))
    await expect(frame.request('eth_blockNumber')).resolves.toBe('0x2a')
    await frame.request('eth_getBalance', [ALICE, 'latest'])
    expect(frame.reads).toEqual([
      { url: 'http://127.0.0.1:48545', method: 'eth_blockNumber', params: undefined },
      { url: 'http://127.0.0.1:48545', method: 'eth_getBalance', params: [ALICE, 'latest'] },
    ])
  })

  it('keeps the code, message and data of a node error', async () => {
    const frame = testFrame({
      read: () => {
        throw new PortholeError(3, 'execution reverted: nope', '0x08c379a0')
      },
    })
    await expect(frame.request('eth_call', [{ to: ALICE }])).rejects.toMatchObject({ code: 3, message: 'execution reverted: nope', data: '0x08c379a0' })
  })

  it('a read on a chain the frame does not offer fails with 4901', async () => {
    const frame = testFrame()
    frame.store.dispatch(setActiveNetwork('eip155:1337'))
    await expect(frame.request('eth_chainId')).resolves.toBe('0x539')
    await expect(frame.request('eth_blockNumber')).rejects.toMatchObject({ code: 4901 })
  })
})

describe('request router: accounts', () => {
  it('eth_accounts is empty while nothing is connected, and the connected accounts after', async () => {
    const frame = testFrame()
    await expect(frame.request('eth_accounts')).resolves.toEqual([])
    frame.listWallets()
    await frame.store.dispatch(connectWallet('uuid-1'))
    await expect(frame.request('eth_accounts')).resolves.toEqual([ALICE])
    await expect(frame.request('eth_requestAccounts')).resolves.toEqual([ALICE])
  })

  it('eth_requestAccounts opens Connect and resolves when the visitor connects; the modal then closes', async () => {
    const frame = testFrame()
    frame.listWallets()
    const request = frame.request('eth_requestAccounts')
    await flush()
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Connect' })
    await frame.store.dispatch(connectWallet('uuid-1'))
    await expect(request).resolves.toEqual([ALICE])
    expect(frame.store.getState().modal.open).toBe(false)
    expect(frame.events()).toEqual([
      ['chainChanged', '0x7a69'],
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ALICE]],
    ])
  })

  it('eth_requestAccounts fails with 4001 when the visitor closes the modal', async () => {
    const frame = testFrame()
    const request = frame.request('eth_requestAccounts')
    await flush()
    frame.store.dispatch(closeModal())
    await expect(request).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })
})

describe('request router: wallet methods', () => {
  it('fails with 4100 when nothing is connected, asking no wallet', async () => {
    const wallet = fakeWallet()
    const frame = testFrame({ wallets: [wallet] })
    frame.listWallets()
    for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']) {
      await expect(frame.request(method, [])).rejects.toMatchObject({
        code: 4100,
        message: 'The requested account and/or method has not been authorized by the user.',
      })
    }
    expect(wallet.calls).toEqual([])
  })

  it('sends signing to the connected wallet, params unchanged', async () => {
    const wallet = fakeWallet()
    const frame = await connectedFrame({ wallets: [wallet] })
    await expect(frame.request('personal_sign', ['0x68690a', ALICE])).resolves.toBe('0x5167')
    expect(wallet.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x68690a', ALICE] })
  })

  it.each([
    [4001, 'User denied message signature.', undefined],
    [-32602, 'Invalid parameters', { field: 'data' }],
    [-32000, 'insufficient funds for gas', '0x'],
  ])("keeps a wallet's error %i unchanged", async (code, message, data) => {
    const wallet = fakeWallet()
    const frame = await connectedFrame({ wallets: [wallet] })
    wallet.fail('eth_sendTransaction', new PortholeError(code, message, data))
    await expect(frame.request('eth_sendTransaction', [{ from: ALICE, to: ALICE }])).rejects.toEqual(new PortholeError(code, message, data))
  })

  it('checks wallet_sendCalls params before the wallet sees them', async () => {
    const wallet = fakeWallet()
    const frame = await connectedFrame({ wallets: [wallet] })
    await expect(frame.request('wallet_sendCalls', [{ calls: [{ to: 'nope' }] }])).rejects.toMatchObject({ code: ErrorCodes.invalidParams })
    expect(wallet.methods()).not.toContain('wallet_sendCalls')
  })
})
