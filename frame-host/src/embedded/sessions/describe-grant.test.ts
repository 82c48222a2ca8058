import { NATIVE_TOKEN, SESSION_MODULE_ADDRESS, sessionModuleAbi } from '@porthole/protocol'
import { encodeFunctionData, parseEther, parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { approvalRequest, jsonOf, type Json } from '../approval-window/approval-request.js'
import { describeApproval } from '../approval-window/describe-approval.js'
import { describeSessionCalls } from './describe-grant.js'
import { safeModuleAbi } from './safe-module-abi.js'

const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const KEY = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const USDC = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const DEX = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const EXPIRY = 1_900_000_000
const chain = { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' }

const enable = (module: Hex = SESSION_MODULE_ADDRESS) => ({
  to: SAFE,
  data: encodeFunctionData({ abi: safeModuleAbi, functionName: 'enableModule', args: [module] }),
})
const grant = (tokens: Hex[], limits: bigint[]) => ({
  to: SESSION_MODULE_ADDRESS,
  data: encodeFunctionData({ abi: sessionModuleAbi, functionName: 'grant', args: [KEY, BigInt(EXPIRY), [DEX], tokens, limits] }),
})
const revoke = { to: SESSION_MODULE_ADDRESS, data: encodeFunctionData({ abi: sessionModuleAbi, functionName: 'revoke', args: [KEY] }) }
/** The calls as the approval request carries them. */
const params = (calls: object[]) => jsonOf(calls) as Json[]
const usdcFacts = { kind: 'session' as const, tokens: { [USDC]: { symbol: 'USDC', decimals: 6 }, [NATIVE_TOKEN]: { symbol: 'ETH', decimals: 18 } } }
const expiresAt = new Date(EXPIRY * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })

describe('a session grant or revoke, read from its Safe calls and the chain facts', () => {
  it('names the key, the contracts, each limit in its token’s symbol and decimals, and the expiry', () => {
    const calls = params([enable(), grant([USDC, NATIVE_TOKEN], [parseUnits('10', 6), parseEther('0.5')])])
    expect(describeSessionCalls(calls, SAFE, usdcFacts)).toEqual({
      kind: 'permissions',
      action: 'grant',
      sessionKey: KEY,
      targets: [DEX],
      limits: [
        { token: USDC, amount: '10 USDC' },
        { token: NATIVE_TOKEN, amount: '0.5 ETH' },
      ],
      expiresAt,
    })
  })

  it('shows a token the facts do not name in raw units, never a guessed symbol', () => {
    const calls = params([grant([USDC], [parseUnits('10', 6)])])
    expect(describeSessionCalls(calls, SAFE, { kind: 'session', tokens: {} })?.limits).toEqual([{ token: USDC, amount: '10000000 units of 0xdC7f…D43702' }])
  })

  it('reads a revoke’s key from its call and what the session may do from the facts', () => {
    const granted = { targets: [DEX], limits: [{ token: USDC, allowance: '4000000' }], expiry: EXPIRY }
    expect(describeSessionCalls(params([revoke]), SAFE, { ...usdcFacts, granted })).toEqual({
      kind: 'permissions',
      action: 'revoke',
      sessionKey: KEY,
      targets: [DEX],
      limits: [{ token: USDC, amount: '4 USDC' }],
      expiresAt,
    })
  })

  it('is no session’s for calls of another shape: another module enabled, a call before a revoke, a revoke with no grant in the facts', () => {
    const limits: [Hex[], bigint[]] = [[USDC], [1n]]
    expect(describeSessionCalls(params([enable(DEX), grant(...limits)]), SAFE, usdcFacts)).toBeUndefined()
    expect(describeSessionCalls(params([{ ...enable(), to: DEX }, grant(...limits)]), SAFE, usdcFacts)).toBeUndefined()
    expect(describeSessionCalls(params([enable(), revoke]), SAFE, usdcFacts)).toBeUndefined()
    expect(describeSessionCalls(params([revoke]), SAFE, usdcFacts)).toBeUndefined()
  })

  it('is what the approval window shows of the request as it arrives, and calls of another shape it shows one by one', async () => {
    const calls = [enable(), grant([USDC], [parseUnits('10', 6)])]
    const request = { id: '1', method: 'wallet_grantPermissions', params: jsonOf(calls), chain, account: SAFE, chainFacts: usdcFacts }
    const arrived = approvalRequest().parse(structuredClone(request))
    expect(await describeApproval(arrived)).toEqual(describeSessionCalls(calls, SAFE, usdcFacts))
    expect(await describeApproval({ ...arrived, params: jsonOf([enable(DEX), calls[1]]) })).toMatchObject({
      kind: 'calls',
      calls: [{ to: SAFE }, { to: SESSION_MODULE_ADDRESS }],
    })
  })
})
