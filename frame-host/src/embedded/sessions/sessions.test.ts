import {
  revokeSessionMessage,
  SESSION_MODULE_ADDRESS,
  SessionMessages,
  SessionPaths,
  sessionContext,
  sessionModuleAbi,
  type SmartSession,
} from '@porthole/protocol'
import { decodeFunctionData, encodeFunctionResult, erc20Abi, parseAbi, parseUnits, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { setPreferredAccountType } from '../../smart-account/set-preferred-account-type.js'
import { featuresFetched } from '../../store/features-slice.js'
import { hashOf, SMART, smartFrame } from '../../testing/smart-account-frame.js'
import { flush } from '../../testing/test-frame.js'
import { approvalDigest } from '../approval-window/approval-digest.js'
import { approvalRequest } from '../approval-window/approval-request.js'
import { describeApproval } from '../approval-window/describe-approval.js'
import { answerApproval } from '../request-embedded.js'

const USDC = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const safeAbi = parseAbi(['function enableModule(address module)', 'function isModuleEnabled(address module) view returns (bool)'])
const key = privateKeyToAccount(generatePrivateKey())
const HOUR = 3600

/** The node: the Safe has no module yet (not deployed), USDC is 'USDC' with 6 decimals. */
function node(args: { method: string; params?: unknown }) {
  if (args.method !== 'eth_call') return undefined
  const [{ to, data }] = args.params as [{ to: string; data: Hex }]
  if (to.toLowerCase() === SMART.toLowerCase()) return '0x'
  const { functionName } = decodeFunctionData({ abi: erc20Abi, data })
  if (functionName === 'symbol') return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'USDC' })
  if (functionName === 'decimals') return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 })
  return undefined
}

/** The worker's session routes: it records what it is told and lists it back. */
function worker() {
  const posted: { url: string; body: Record<string, unknown> }[] = []
  const sessions: SmartSession[] = []
  const fetch = async (url: string, init?: { method?: string; body?: string }) => {
    const body = init?.body ? (JSON.parse(init.body) as Record<string, unknown>) : {}
    posted.push({ url, body })
    if (url === SessionPaths.register) {
      const pci = 'a'.repeat(32)
      const context = sessionContext(SESSION_MODULE_ADDRESS, SMART, body['sessionKey'] as string)
      sessions.push({
        project: { id: 'p', name: 'P' },
        pci,
        chainId: 'eip155:31337',
        sessionKey: body['sessionKey'] as string,
        expiry: body['expiry'] as number,
        createdAt: 1,
        permissions: body['permissions'] as SmartSession['permissions'],
        policies: [],
        context,
      })
      return Response.json({ pci, context })
    }
    if (url.includes('/revoke')) return Response.json({ success: true })
    return Response.json({ pcis: sessions })
  }
  return { fetch, posted }
}

/** A smart-account frame whose project turned the `smartSessions` on (it is off by default). */
async function sessionsFrame(options: Parameters<typeof smartFrame>[0]) {
  const frame = await smartFrame(options)
  frame.store.dispatch(featuresFetched({ features: [{ id: 'smartSessions', isEnabled: true, config: null }], basic: false }))
  return frame
}

const grantRequest = (
  expiry: number,
  permissions: unknown[] = [{ type: 'erc20-token-transfer', data: { address: USDC, allowance: `0x${parseUnits('10', 6).toString(16)}`, ticker: 'USDC' } }],
) => ({
  chainId: '0x7a69',
  expiry,
  signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
  permissions,
  policies: [],
})

describe('smart sessions (ERC-7715) for the embedded smart account', () => {
  it('shows one approval with the key, the limit in the token’s units and the expiry; approved, one UserOperation enables the module and grants, and the dapp gets the context', async () => {
    const api = worker()
    const { store, sent, request, approve } = await sessionsFrame({ node, fetch: api.fetch })
    const expiry = Math.floor(Date.now() / 1000) + HOUR
    const answer = request('wallet_grantPermissions', [grantRequest(expiry)])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    expect(store.getState().embedded.approvals[0]).toMatchObject({
      method: 'wallet_grantPermissions',
      description: { kind: 'permissions', action: 'grant', sessionKey: key.address, targets: [], limits: [{ token: USDC, amount: '10 USDC' }] },
    })
    // The window gets the Safe's calls and the token's facts, not the frame's description, and reads them as the frame does.
    const pending = store.getState().embedded.approvals[0]!
    expect(pending.request.chainFacts).toEqual({ kind: 'session', tokens: { [USDC]: { symbol: 'USDC', decimals: 6 } } })
    expect(await describeApproval(approvalRequest().parse(structuredClone({ ...pending.request, id: pending.id })))).toEqual(pending.description)
    await approve()
    const granted = (await answer) as Record<string, unknown>
    const context = sessionContext(SESSION_MODULE_ADDRESS, SMART, key.address)
    expect(granted).toMatchObject({ address: SMART, chainId: '0x7a69', expiry, context, permissionsContext: context, pci: 'a'.repeat(32) })
    // What the module holds, not the request echoed: the ticker label the dapp sent is not a grant.
    const held = [{ type: 'erc20-token-transfer', data: { address: USDC.toLowerCase(), allowance: '0x989680' }, policies: [] }]
    expect(granted['grantedPermissions']).toEqual(held)
    expect(granted['permissions']).toEqual(held)

    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'wallet_sendCalls', accountType: 'smartAccount', chainId: 31337 })
    const [{ calls }] = sent[0]!.params as [{ calls: { to: string; data: Hex }[] }]
    expect(calls.map((c) => c.to)).toEqual([SMART, SESSION_MODULE_ADDRESS])
    expect(decodeFunctionData({ abi: safeAbi, data: calls[0]!.data })).toEqual({ functionName: 'enableModule', args: [SESSION_MODULE_ADDRESS] })
    expect(decodeFunctionData({ abi: sessionModuleAbi, data: calls[1]!.data })).toEqual({
      functionName: 'grant',
      args: [key.address, BigInt(expiry), [], [USDC], [parseUnits('10', 6)]],
    })
    expect(api.posted[0]).toMatchObject({
      url: SessionPaths.register,
      body: { chainId: 'eip155:31337', address: SMART, sessionKey: key.address, expiry, permissions: held },
    })
  })

  it('is refused (4001) when the window approved other chain facts than the frame read, and nothing is sent', async () => {
    const { store, sent, request } = await sessionsFrame({ node, fetch: worker().fetch })
    const answer = request('wallet_grantPermissions', [grantRequest(Math.floor(Date.now() / 1000) + HOUR)])
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(1))
    const { id, request: shown } = store.getState().embedded.approvals[0]!
    const otherFacts = { kind: 'session' as const, tokens: { [USDC]: { symbol: 'USDC', decimals: 18 } } }
    await store.dispatch(answerApproval(id, true, await approvalDigest({ ...shown, chainFacts: otherFacts })))
    await expect(answer).rejects.toMatchObject({ code: 4001 })
    expect(sent).toEqual([])
  })

  it('is refused on an eoa, with the reason, before anything is shown', async () => {
    const { store, sent, request } = await sessionsFrame({ node })
    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    await expect(request('wallet_grantPermissions', [grantRequest(Math.floor(Date.now() / 1000) + HOUR)])).rejects.toMatchObject({
      code: 4200,
      message: SessionMessages.eoaAccount,
    })
    expect(store.getState().embedded.approvals).toEqual([])
    expect(sent).toEqual([])
  })

  it('refuses what the module would not enforce, and an expiry out of range, by name', async () => {
    const { store, request } = await sessionsFrame({ node })
    const soon = Math.floor(Date.now() / 1000) + HOUR
    await expect(
      request('wallet_grantPermissions', [grantRequest(soon, [{ type: 'erc20-recurring-allowance', data: { address: USDC } }])]),
    ).rejects.toMatchObject({
      code: -32602,
      message: SessionMessages.unsupportedPermission('erc20-recurring-allowance'),
    })
    await expect(request('wallet_grantPermissions', [grantRequest(soon, [{ type: 'erc20-token-transfer', data: { address: USDC } }])])).rejects.toMatchObject({
      code: -32602,
    })
    // AppKit's contract-call names functions; the module would allow every function of the contract, so approve-only is refused.
    const approveOnly = { type: 'contract-call', data: { address: USDC, functions: [{ functionName: 'approve' }] } }
    await expect(request('wallet_grantPermissions', [grantRequest(soon, [approveOnly])])).rejects.toMatchObject({
      code: -32602,
      data: { field: 'permissions[0].data.functions', reason: 'unenforced' },
    })
    await expect(request('wallet_grantPermissions', [grantRequest(soon, [{ type: 'contract-call', data: { address: SMART } }])])).rejects.toMatchObject({
      code: -32602,
      data: { field: 'permissions[0].data.address', reason: 'ownTarget' },
    })
    await expect(request('wallet_grantPermissions', [grantRequest(soon + 365 * 24 * HOUR)])).rejects.toMatchObject({
      code: -32602,
      message: SessionMessages.expiry,
    })
    expect(store.getState().embedded.approvals).toEqual([])
  })

  it('wallet_revokePermissions: approved, the Safe revokes the key (one UserOperation), the account signs and the worker ends the record', async () => {
    const api = worker()
    const signature = `0x${'5'.repeat(130)}`
    const { store, sent, request, approve } = await sessionsFrame({
      node,
      fetch: api.fetch,
      answer: (body) => Response.json({ result: body.method === 'personal_sign' ? signature : hashOf(1) }),
    })
    const granted = request('wallet_grantPermissions', [grantRequest(Math.floor(Date.now() / 1000) + HOUR)])
    await approve()
    const { pci } = (await granted) as { pci: string }
    await vi.waitFor(() => expect(store.getState().embedded.approvals).toHaveLength(0))

    const revoked = request('wallet_revokePermissions', [{ pci }])
    await vi.waitFor(() =>
      expect(store.getState().embedded.approvals[0]).toMatchObject({
        method: 'wallet_revokePermissions',
        description: { action: 'revoke', sessionKey: key.address, limits: [{ token: USDC, amount: '10 USDC' }] },
      }),
    )
    // What the window reads is the Safe's revoke call, with what the session may do among the facts.
    const { request: shown, description } = store.getState().embedded.approvals[0]!
    expect(shown.chainFacts).toMatchObject({ kind: 'session', granted: { limits: [{ token: USDC, allowance: '10000000' }] } })
    expect(await describeApproval({ ...shown, id: '1' })).toEqual(description)
    await approve()
    expect(await revoked).toBe(signature)
    const [{ calls }] = sent[1]!.params as [{ calls: { to: string; data: Hex }[] }]
    expect(decodeFunctionData({ abi: sessionModuleAbi, data: calls[0]!.data })).toEqual({ functionName: 'revoke', args: [key.address] })
    expect(sent[2]).toMatchObject({ method: 'personal_sign', params: [revokeSessionMessage(pci), SMART], accountType: 'smartAccount' })
    expect(api.posted.at(-1)).toMatchObject({ url: expect.stringContaining(SessionPaths.revoke(SMART)), body: { pci, signature } })
  })
})
