import { describe, expect, it, vi } from 'vitest'
import { encodeFunctionData, erc20Abi } from 'viem'
import { memoryStorage } from '../storage/browser-storage.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import { frameStore } from '../testing/frame-store.js'
import { fakeChain } from '../testing/fake-chain.js'
import { ALICE, BOB } from '../testing/fake-wallet.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { approveAsWindow } from '../testing/approve-as-window.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const transfer = (amount: bigint) => ({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, amount] }) })

/** A signed-in embedded wallet on anvil whose worker answers each send with the next hash, and whose node mines everything. */
async function embeddedFrame() {
  const sent: unknown[] = []
  const chain = fakeChain()
  const services = createFrameServices({
    storage: memoryStorage(),
    createTransport: () => ({
      request: async (args) =>
        args.method === 'eth_getTransactionReceipt'
          ? { logs: [], status: '0x1', blockHash: hashOf(99), blockNumber: '0x1', gasUsed: '0x5208', transactionHash: (args.params as string[])[0] }
          : chain.request(args),
    }),
    authFetch: async (_url, init) => {
      sent.push(JSON.parse(String(init.body)))
      return Response.json({ result: hashOf(sent.length) })
    },
  })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: 'ph_token', address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )
  return { store, sent, request: (method: string, params: unknown[]) => store.dispatch(routeRequest({ method, params })) }
}

describe('EIP-5792 on the embedded wallet', () => {
  it('says atomic is unsupported on every EVM chain of the frame', async () => {
    const { request } = await embeddedFrame()
    const capabilities = (await request('wallet_getCapabilities', [ADDRESS])) as Record<string, unknown>
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })
    expect(await request('wallet_getCapabilities', [ADDRESS, ['0x7a6a']])).toEqual({ '0x7a6a': { atomic: { status: 'unsupported' } } })
    await expect(request('wallet_getCapabilities', [ALICE])).rejects.toMatchObject({ code: 4100 })
  })

  it('shows one approval listing every call decoded with the total cost, then sends them in order; getCallsStatus is 200', async () => {
    const { store, sent, request } = await embeddedFrame()
    const pending = request('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: ADDRESS, atomicRequired: false, calls: [transfer(1n), transfer(2n)] },
    ])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    const [approval] = store.getState().embedded.approvals
    expect(approval).toMatchObject({ method: 'wallet_sendCalls', chainName: expect.any(String) })
    expect(approval!.description).toMatchObject({
      kind: 'calls',
      calls: [
        { to: TOKEN, call: { name: 'transfer', args: [BOB, '1'] } },
        { to: TOKEN, call: { name: 'transfer', args: [BOB, '2'] } },
      ],
      // Two calls of 21,000 gas at 1 gwei base fee ×2 + 1 gwei tip.
      cost: { maxCost: '0.000126 ETH', simulationError: null },
    })
    expect(sent).toEqual([])
    await approveAsWindow(store, approval!.id)
    const { id } = (await pending) as { id: string }
    await vi.waitFor(() => expect(sent).toHaveLength(2))
    expect(sent.map((body) => (body as { method: string }).method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    await vi.waitFor(async () => expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' }))
    expect(((await request('wallet_getCallsStatus', [id])) as { receipts: unknown[] }).receipts).toHaveLength(2)
  })

  it('refuses atomicRequired (5760), a chain the frame lacks (5710) and an unknown id (5730) without an approval', async () => {
    const { store, request } = await embeddedFrame()
    await expect(request('wallet_sendCalls', [{ atomicRequired: true, calls: [transfer(1n)] }])).rejects.toMatchObject({ code: 5760 })
    await expect(request('wallet_sendCalls', [{ chainId: '0x5', calls: [transfer(1n)] }])).rejects.toMatchObject({ code: 5710 })
    await expect(request('wallet_getCallsStatus', ['0x1234'])).rejects.toMatchObject({ code: 5730 })
    expect(store.getState().embedded.approvals).toEqual([])
  })
})
