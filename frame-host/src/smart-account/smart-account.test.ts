import { SmartAccountMessages } from '@porthole/protocol'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { typeReceiver } from '../send/resolve-receiver.js'
import { amountSet, tokenChosen } from '../send/send-slice.js'
import { sendTokens } from '../send/send-tokens.js'
import { pushView } from '../shared-state/modal-state.js'
import { openModal } from '../store/modal-router.js'
import { setActiveNetwork } from '../shared-state/network-actions.js'
import { hashOf, OWNER, SMART, smartFrame } from '../testing/smart-account-frame.js'
import { flush } from '../testing/test-frame.js'
import { selectEmbeddedWalletInfo } from './smart-account-selectors.js'
import { setPreferredAccountType } from './set-preferred-account-type.js'
import { SmartAccountKeys } from './smart-account-storage.js'

const TOKEN = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const transfer = (amount: bigint) => ({ to: TOKEN, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [OWNER, amount] }) })

describe('the embedded wallet’s smart account', () => {
  it('a new account on an enabled network is its smart account, with no code yet, and the page sees that address', async () => {
    const { store, request, storage } = await smartFrame()
    expect(store.getState().connection.eip155.accounts).toEqual([{ address: SMART, type: 'smartAccount' }])
    expect(await request('eth_accounts')).toEqual([SMART])
    await vi.waitFor(() => expect(store.getState().smartAccount.deployed).toEqual({ 'eip155:31337': false }))
    expect(selectEmbeddedWalletInfo(store.getState())).toEqual({
      user: { username: 'me@example.com' },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: false,
    })
    expect(storage.getItem(SmartAccountKeys.enabledNetworks)).toBe('eip155:31337')
  })

  it('a reload reconnects as the smart account the worker’s session names', async () => {
    const { storage } = await smartFrame()
    const { store } = await smartFrame({ storage, signIn: false })
    await vi.waitFor(() =>
      expect(store.getState().connection.eip155).toMatchObject({ status: 'connected', accounts: [{ address: SMART, type: 'smartAccount' }] }),
    )
  })

  it('switching to eoa and back changes the address the page sees (accountsChanged), and the choice survives a reload', async () => {
    const { store, events, request, storage } = await smartFrame()
    events.length = 0
    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    expect(await request('eth_accounts')).toEqual([OWNER])
    expect(events).toEqual([['accountsChanged', [OWNER]]])
    expect(JSON.parse(storage.getItem(SmartAccountKeys.preferredAccountTypes)!)).toMatchObject({ eip155: 'eoa', solana: 'eoa' })

    const reloaded = await smartFrame({ storage })
    expect(reloaded.store.getState().connection.eip155.accounts).toEqual([{ address: OWNER, type: 'eoa' }])

    store.dispatch(setPreferredAccountType('smartAccount'))
    await flush()
    expect(events).toEqual([
      ['accountsChanged', [OWNER]],
      ['accountsChanged', [SMART]],
    ])
  })

  it('a request naming the address from before a switch is 4100, before the visitor sees it', async () => {
    const { store, request, sent } = await smartFrame()
    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    await expect(request('personal_sign', ['0x68656c6c6f', SMART])).rejects.toMatchObject({ code: 4100 })
    await expect(request('eth_sendTransaction', [{ from: SMART, to: OWNER, value: '0x1' }])).rejects.toMatchObject({ code: 4100 })
    expect(store.getState().embedded.approvals).toEqual([])
    expect(sent).toEqual([])
  })

  it('a network without smart accounts uses the key’s own address; coming back restores the smart account', async () => {
    const { store, events } = await smartFrame()
    events.length = 0
    store.dispatch(setActiveNetwork('eip155:31338'))
    await flush()
    expect(store.getState().connection.eip155.accounts).toEqual([{ address: OWNER, type: 'eoa' }])
    store.dispatch(setActiveNetwork('eip155:31337'))
    await flush()
    expect(events).toEqual([
      ['chainChanged', '0x7a6a'],
      ['accountsChanged', [OWNER]],
      ['chainChanged', '0x7a69'],
      ['accountsChanged', [SMART]],
    ])
  })

  it('without a smart account from the worker the account falls back to eoa, and the state says why', async () => {
    const { store } = await smartFrame({ smartAccountAddress: '' })
    expect(store.getState().connection.eip155.accounts).toEqual([{ address: OWNER, type: 'eoa' }])
    expect(store.getState().smartAccount).toMatchObject({ address: null, fallback: 'notEnabled', preferred: { eip155: 'smartAccount' } })
  })

  it('a transaction goes to the worker as the smart account’s, checked from its address; once mined its code is read again', async () => {
    const { store, sent, code, request, approve } = await smartFrame()
    const pending = request('eth_sendTransaction', [{ from: SMART, to: OWNER, value: '0x1' }])
    await approve()
    expect(await pending).toBe(hashOf(1))
    expect(sent[0]).toMatchObject({ method: 'eth_sendTransaction', accountType: 'smartAccount', params: [{ from: SMART, to: OWNER, value: '0x1' }] })
    code[SMART] = '0x6080'
    await vi.waitFor(() => expect(store.getState().smartAccount.deployed['eip155:31337']).toBe(true))
    expect(selectEmbeddedWalletInfo(store.getState())?.isSmartAccountDeployed).toBe(true)
  })

  it('the worker’s smart-account errors reach the dapp unchanged; "not enabled" falls back to eoa', async () => {
    const refusal = (message: string) => () => Response.json({ error: message, code: -32603 }, { status: 502 })
    const unreachable = await smartFrame({ answer: refusal(SmartAccountMessages.bundlerUnreachable) })
    const first = unreachable.request('personal_sign', ['0x68656c6c6f', SMART])
    await unreachable.approve()
    await expect(first).rejects.toMatchObject({ message: SmartAccountMessages.bundlerUnreachable })
    expect(unreachable.store.getState().connection.eip155.accounts[0]?.type).toBe('smartAccount')

    const disabled = await smartFrame({ answer: refusal(SmartAccountMessages.notEnabled) })
    const second = disabled.request('personal_sign', ['0x68656c6c6f', SMART])
    await disabled.approve()
    await expect(second).rejects.toMatchObject({ message: SmartAccountMessages.notEnabled })
    await flush()
    expect(disabled.store.getState().connection.eip155.accounts).toEqual([{ address: OWNER, type: 'eoa' }])
    expect(disabled.events.at(-1)).toEqual(['accountsChanged', [OWNER]])
  })

  it('Send keeps its inputs and shows the worker’s text when the bundler is down, so the visitor can try again', async () => {
    const { store, approve } = await smartFrame({
      answer: () => Response.json({ error: SmartAccountMessages.bundlerUnreachable, code: -32603 }, { status: 503 }),
    })
    store.dispatch(openModal('Account'))
    store.dispatch(pushView('WalletSend'))
    store.dispatch(tokenChosen({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', decimals: 18, numeric: '1', price: 0, value: 0 }))
    store.dispatch(amountSet('0.5'))
    await store.dispatch(typeReceiver(OWNER))
    const sending = store.dispatch(sendTokens())
    await approve()
    expect(await sending).toBeUndefined()
    expect(store.getState().send).toMatchObject({
      sendTokenAmount: '0.5',
      receiverInput: OWNER,
      error: SmartAccountMessages.bundlerUnreachable,
      sending: false,
    })
    expect(store.getState().modal.view).toBe('WalletSend')
  })

  it('a 5792 batch is one worker request, one hash; getCallsStatus is atomic with that one receipt; atomic is supported where the smart account acts', async () => {
    const { sent, request, approve } = await smartFrame()
    expect(await request('wallet_getCapabilities', [SMART, ['0x7a69', '0x7a6a']])).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    const pending = request('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x7a69', from: SMART, atomicRequired: true, calls: [transfer(1n), transfer(2n)] },
    ])
    await approve()
    const { id } = (await pending) as { id: string }
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      chainId: 31337,
      method: 'wallet_sendCalls',
      accountType: 'smartAccount',
      params: [
        {
          calls: [
            { to: TOKEN, value: '0x0', data: transfer(1n).data },
            { to: TOKEN, value: '0x0', data: transfer(2n).data },
          ],
        },
      ],
    })
    const status = (await request('wallet_getCallsStatus', [id])) as { status: number; atomic: boolean; receipts: { transactionHash: string }[] }
    expect(status).toMatchObject({ status: 200, atomic: true, chainId: '0x7a69' })
    expect(status.receipts.map((r) => r.transactionHash)).toEqual([hashOf(1)])
  })

  it('the approval lists every call of a smart account’s batch', async () => {
    const { store, request } = await smartFrame()
    void request('wallet_sendCalls', [{ version: '2.0.0', calls: [transfer(1n), transfer(2n)] }]).catch(() => {})
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    expect(store.getState().embedded.approvals[0]!.description).toMatchObject({
      kind: 'calls',
      calls: [
        { to: TOKEN, call: { name: 'transfer', args: [OWNER, '1'] } },
        { to: TOKEN, call: { name: 'transfer', args: [OWNER, '2'] } },
      ],
    })
  })

  it('a batch whose UserOperation reverted is 500: nothing of it applied', async () => {
    const { request, approve } = await smartFrame({ applied: false })
    const pending = request('wallet_sendCalls', [{ version: '2.0.0', calls: [transfer(1n), transfer(2n)] }])
    await approve()
    const { id } = (await pending) as { id: string }
    expect(await request('wallet_getCallsStatus', [id])).toMatchObject({ status: 500, atomic: true })
  })

  it('as an eoa the batch keeps its one-by-one road, never atomic', async () => {
    const { store, sent, request, approve } = await smartFrame()
    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    await expect(request('wallet_sendCalls', [{ atomicRequired: true, calls: [transfer(1n)] }])).rejects.toMatchObject({ code: 5760 })
    const pending = request('wallet_sendCalls', [{ version: '2.0.0', calls: [transfer(1n), transfer(2n)] }])
    await approve()
    await pending
    await vi.waitFor(() =>
      expect(sent.map((b) => [b.method, b.accountType])).toEqual([
        ['eth_sendTransaction', 'eoa'],
        ['eth_sendTransaction', 'eoa'],
      ]),
    )
  })
})
