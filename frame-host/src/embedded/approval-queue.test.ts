import { describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { modalEvent } from '../channel/page-events.js'
import { routeRequest } from '../router/route-request.js'
import { createFrameServices } from '../services.js'
import type { ModalState } from '../shared-state/modal-state.js'
import { frameStore } from '../testing/frame-store.js'
import { CHAIN_FEES, fakeChain } from '../testing/fake-chain.js'
import { LOCAL_RPC_URLS } from '../testing/test-frame.js'
import { completeEmbeddedSignIn } from './complete-sign-in.js'
import { NONCE_SET_BY_WALLET } from './prepare-transaction.js'
import { PENDING_TRANSACTIONS_LIMIT } from './approval-queue.js'
import { approveAsWindow } from '../testing/approve-as-window.js'
import { approvalDigest } from './approval-window/approval-digest.js'
import { answerApproval } from './request-embedded.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

async function frame(chain = fakeChain()) {
  const bodies: unknown[] = []
  const services = createFrameServices({
    storage: memoryStorage(),
    createTransport: () => chain,
    authFetch: async (_url, init) => {
      bodies.push(JSON.parse(String(init.body)))
      return Response.json({ result: '0x1234' })
    },
  })
  const store = frameStore({ theme: 'light', rpcUrls: LOCAL_RPC_URLS, defaultNetwork: 'eip155:31337', services })
  await store.dispatch(
    completeEmbeddedSignIn({ token: `ph_${'ab'.repeat(24)}`, address: ADDRESS, expiresAt: Date.now() + 60_000, provider: 'email', username: 'me@example.com' }),
  )
  const request = (method: string, params: unknown[]) =>
    store.dispatch(routeRequest({ method, params })).then(
      (result) => ({ result }),
      (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
    )
  return { store, bodies, request }
}

describe('approvals', () => {
  it('wait in arrival order, the oldest first', async () => {
    const { store, request } = await frame()
    void request('personal_sign', ['0x01', ADDRESS])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    void request('personal_sign', ['0x02', ADDRESS])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(2))
    expect(store.getState().embedded.approvals.map((a) => a.description)).toEqual([
      { kind: 'message', text: '0x01', raw: true },
      { kind: 'message', text: '0x02', raw: true },
    ])
  })

  it('99 wait at most; the 100th is refused at once with -32005', async () => {
    const { store, request } = await frame()
    for (let i = 0; i < PENDING_TRANSACTIONS_LIMIT; i++) void request('personal_sign', ['0x01', ADDRESS])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(99))
    expect(await request('personal_sign', ['0x02', ADDRESS])).toEqual({ code: -32005, message: 'Limit exceeded' })
    expect(store.getState().embedded.approvals).toHaveLength(99)
  })

  it('an approval whose digest is not that of the request about to be signed is refused with 4001, and nothing reaches the worker', async () => {
    const { store, bodies, request } = await frame()
    const pending = request('eth_sendTransaction', [{ to: TO, value: '0x1' }])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    const [approval] = store.getState().embedded.approvals
    const shown = await approvalDigest({ ...approval!.request, params: [{ to: TO, value: '0x2' }] })
    await store.dispatch(answerApproval(approval!.id, true, shown))
    expect(await pending).toMatchObject({ code: 4001 })
    expect(bodies).toEqual([])
  })

  it('a page-supplied nonce is refused before any approval shows', async () => {
    const { store, request } = await frame()
    expect(await request('eth_sendTransaction', [{ to: TO, value: '0x1', nonce: '0x5' }])).toEqual({ code: -32602, message: NONCE_SET_BY_WALLET })
    expect(store.getState().embedded.approvals).toEqual([])
    expect(store.getState().modal.view).not.toBe('ApproveTransaction')
  })

  it('the worker gets exactly the transaction shown, with the frame’s estimate filled in', async () => {
    const { store, bodies, request } = await frame()
    const pending = request('eth_sendTransaction', [{ to: TO, value: '0x1', chainId: '0x1', type: '0x0' }])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    const [approval] = store.getState().embedded.approvals
    expect(approval!.description).toMatchObject({ kind: 'transaction', value: '0.000000000000000001 ETH', cost: { inflated: [], simulationError: null } })
    await approveAsWindow(store, approval!.id)
    expect(await pending).toEqual({ result: '0x1234' })
    const maxFee = CHAIN_FEES.baseFee * 2n + CHAIN_FEES.tip
    expect(bodies[0]).toMatchObject({
      method: 'eth_sendTransaction',
      params: [
        {
          from: ADDRESS,
          to: TO,
          value: '0x1',
          gas: `0x${CHAIN_FEES.gas.toString(16)}`,
          maxFeePerGas: `0x${maxFee.toString(16)}`,
          maxPriorityFeePerGas: `0x${CHAIN_FEES.tip.toString(16)}`,
        },
      ],
    })
    expect(Object.keys((bodies[0] as { params: object[] }).params[0]!)).not.toContain('chainId')
  })

  it('a transaction that fails in simulation cannot be approved', async () => {
    const { store, bodies, request } = await frame(fakeChain(() => Promise.reject(new Error('execution reverted'))))
    void request('eth_sendTransaction', [{ to: TO, data: '0xdeadbeef', gas: '0x7530' }])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    const [approval] = store.getState().embedded.approvals
    expect(approval!.description).toMatchObject({ cost: { simulationError: 'execution reverted' } })
    await approveAsWindow(store, approval!.id)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(bodies).toEqual([])
  })

  it('the page is never told an approval is showing: it is the view it covers, or Account', () => {
    const closed: ModalState = {
      open: false,
      view: 'Connect',
      history: [],
      shake: false,
      loading: false,
      activeChain: 'eip155',
      closeOnConnect: false,
      switchToChain: null,
      initialized: false,
    }
    const account: ModalState = { ...closed, open: true, view: 'Account' }
    expect(modalEvent(closed, { ...closed, open: true, view: 'ApproveTransaction' })).toEqual({ type: 'open', view: 'Account' })
    expect(modalEvent(account, { ...account, view: 'ApproveTransaction', history: ['Account'] })).toBeUndefined()
    const send: ModalState = { ...account, view: 'WalletSend', history: ['Account'] }
    expect(modalEvent(send, { ...send, view: 'ApproveTransaction', history: ['Account', 'WalletSend'] })).toBeUndefined()
    expect(modalEvent({ ...send, view: 'ApproveTransaction', history: ['Account', 'WalletSend'] }, send)).toBeUndefined()
    expect(modalEvent(account, send)).toEqual({ type: 'view', view: 'WalletSend' })
  })
})
