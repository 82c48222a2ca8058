import { ErrorCodes } from '@porthole/protocol'
import { describe, expect, it } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { ALICE, BOB, fakeWallet, SENT_HASH } from '../testing/fake-wallet.js'
import { flush, testFrame } from '../testing/test-frame.js'

const receipt = { logs: [], status: '0x1', blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x7', gasUsed: '0x5208', transactionHash: SENT_HASH }
const node = ({ method }: { method: string }) => (method === 'eth_getTransactionReceipt' ? receipt : '0x10')
const transfer = { to: BOB, data: '0xa9059cbb', value: '0x0' }

async function connected(wallet = fakeWallet()) {
  const frame = testFrame({ wallets: [wallet], read: node })
  frame.listWallets()
  await frame.store.dispatch(connectWallet('uuid-1'))
  return { frame, wallet }
}

describe('EIP-5792 for a page wallet without it', () => {
  it('answers wallet_getCapabilities for the wallet’s chain: atomic unsupported', async () => {
    const { frame } = await connected()
    await expect(frame.request('wallet_getCapabilities', [ALICE])).resolves.toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    await expect(frame.request('wallet_getCapabilities', [ALICE, ['0x1']])).resolves.toEqual({})
  })

  it('sends the calls one by one as eth_sendTransaction and answers getCallsStatus itself, atomic false', async () => {
    const { frame, wallet } = await connected()
    const { id } = (await frame.request('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', from: ALICE, calls: [transfer, transfer] }])) as {
      id: string
    }
    await flush()
    await expect.poll(() => wallet.methods().filter((m) => m === 'eth_sendTransaction').length).toBe(2)
    expect(wallet.calls.find((c) => c.method === 'eth_sendTransaction')?.params).toEqual([{ from: ALICE, to: BOB, value: '0x0', data: '0xa9059cbb' }])
    expect(wallet.methods()).not.toContain('wallet_sendCalls')
    await expect.poll(async () => ((await frame.request('wallet_getCallsStatus', [id])) as { status: number }).status).toBe(200)
    await expect(frame.request('wallet_getCallsStatus', [id])).resolves.toMatchObject({ id, chainId: '0x7a69', atomic: false, receipts: [receipt, receipt] })
    await expect(frame.request('wallet_showCallsStatus', [id])).resolves.toBeNull()
    expect(frame.store.getState().modal).toMatchObject({ open: true, view: 'Account' })
  })

  it.each([
    ['atomicRequired', { atomicRequired: true }, 5760],
    ['another chain', { chainId: '0x7a6a' }, 5710],
    ['a `to` without 0x', { calls: [{ to: BOB.slice(2) }] }, ErrorCodes.invalidParams],
  ])('refuses %s before the wallet is asked to send', async (_name, change, code) => {
    const { frame, wallet } = await connected()
    await expect(frame.request('wallet_sendCalls', [{ calls: [transfer], ...change }])).rejects.toMatchObject({ code })
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })

  it('refuses an id already used with 5720; an id neither the frame nor the wallet knows is 5730', async () => {
    const { frame } = await connected()
    await frame.request('wallet_sendCalls', [{ id: 'mine', calls: [transfer] }])
    await expect(frame.request('wallet_sendCalls', [{ id: 'mine', calls: [transfer] }])).rejects.toMatchObject({ code: 5720 })
    await expect(frame.request('wallet_getCallsStatus', ['other'])).rejects.toMatchObject({ code: 5730 })
  })
})

describe('EIP-5792 for a wallet that has it', () => {
  it('passes wallet_sendCalls and its status through unchanged', async () => {
    const wallet = fakeWallet()
    const plain = wallet.handle
    wallet.handle = async (args) => {
      wallet.calls.push(args)
      if (args.method === 'wallet_getCapabilities') return { '0x7a69': { atomic: { status: 'supported' } } }
      if (args.method === 'wallet_sendCalls') return { id: 'wallet-id' }
      if (args.method === 'wallet_getCallsStatus') return { id: 'wallet-id', status: 200, atomic: true }
      wallet.calls.pop()
      return plain(args)
    }
    const { frame } = await connected(wallet)
    const params = [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [transfer] }]
    await expect(frame.request('wallet_sendCalls', params)).resolves.toEqual({ id: 'wallet-id' })
    expect(wallet.calls.find((c) => c.method === 'wallet_sendCalls')?.params).toEqual(params)
    await expect(frame.request('wallet_getCallsStatus', ['wallet-id'])).resolves.toMatchObject({ atomic: true })
    expect(wallet.methods()).not.toContain('eth_sendTransaction')
  })
})
