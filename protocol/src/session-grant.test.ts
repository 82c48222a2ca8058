import { describe, expect, it } from 'vitest'
import { grantedPermissionsOf, sessionGrantOf, SessionRequestError } from './session-grant.js'
import { NATIVE_TOKEN, SESSION_MODULE_ADDRESS, SessionMessages, type SessionPermission } from './sessions.js'

const SAFE = '0x1111111111111111111111111111111111111111'
const USDC = '0xdC7f32594126A3A551Bb307d549fFd8703D43702'
const ROUTER = '0x2222222222222222222222222222222222222222'
const ten = '0x989680'

/** The refusal a request gets: code, field and reason as a dapp reads them. */
function refusal(permissions: unknown[], policies: { type: string }[] = []) {
  try {
    sessionGrantOf(permissions as SessionPermission[], SAFE, policies)
  } catch (error) {
    expect(error).toBeInstanceOf(SessionRequestError)
    return (error as SessionRequestError).toJSON()
  }
  throw new Error('granted')
}

describe('sessionGrantOf', () => {
  it('grants a token limit, native value and whole contracts, in the module’s terms', () => {
    const grant = sessionGrantOf(
      [
        { type: 'erc20-token-transfer', data: { address: USDC, allowance: ten, ticker: 'USDC' } },
        { type: 'native-token-transfer', policies: [{ type: 'token-allowance', data: { allowance: 5 } }] },
        { type: 'contract-call', data: { address: ROUTER } },
      ],
      SAFE,
    )
    expect(grant).toEqual({
      targets: [ROUTER],
      limits: [
        { token: USDC.toLowerCase(), allowance: 10_000_000n },
        { token: NATIVE_TOKEN, allowance: 5n },
      ],
    })
  })

  it('refuses a function scope on a contract (approve only), naming the field: the module would allow every function', () => {
    const approveOnly = { type: 'contract-call', data: { address: USDC, abi: [], functions: [{ functionName: 'approve' }] } }
    expect(refusal([approveOnly])).toEqual({
      code: -32602,
      message: SessionMessages.unenforceableField('permissions[0].data.abi'),
      data: { field: 'permissions[0].data.abi', reason: 'unenforced' },
    })
    expect(refusal([{ type: 'contract-call', data: { address: USDC, functions: [{ functionName: 'approve' }] } }]).data).toEqual({
      field: 'permissions[0].data.functions',
      reason: 'unenforced',
    })
    expect(refusal([{ type: 'contract-call', data: { address: USDC }, policies: [{ type: 'rate-limit' }] }]).data).toEqual({
      field: 'permissions[0].policies[0]',
      reason: 'unenforced',
    })
  })

  it('refuses token fields the module would not enforce, and a token without one allowance', () => {
    const token = (data: Record<string, unknown>, policies?: unknown[]) => ({ type: 'erc20-token-transfer', data: { address: USDC, ...data }, policies })
    expect(refusal([token({ allowance: ten, period: 86400 })]).data).toEqual({ field: 'permissions[0].data.period', reason: 'unenforced' })
    expect(refusal([token({}, [{ type: 'token-allowance', data: { allowance: ten, period: 1 } }])]).data).toEqual({
      field: 'permissions[0].policies[0].data.period',
      reason: 'unenforced',
    })
    expect(refusal([token({})]).data).toEqual({ field: 'permissions[0].data.allowance', reason: 'missing' })
    expect(refusal([token({ allowance: ten }, [{ type: 'token-allowance', data: { allowance: '0x1' } }])]).data).toEqual({
      field: 'permissions[0].policies[0].data.allowance',
      reason: 'duplicate',
    })
    expect(refusal([token({ allowance: ten }), token({ allowance: '0x1' })]).data).toEqual({ field: 'permissions[1].data.address', reason: 'duplicate' })
    expect(refusal([{ type: 'erc20-token-transfer', data: { allowance: ten } }]).data).toEqual({ field: 'permissions[0].data.address', reason: 'missing' })
    expect(refusal([{ type: 'native-token-transfer', data: { address: USDC, allowance: ten } }]).data).toEqual({
      field: 'permissions[0].data.address',
      reason: 'unenforced',
    })
  })

  it('refuses the account itself or the session module as a target: a key calling either could take the account', () => {
    expect(refusal([{ type: 'contract-call', data: { address: SAFE.toUpperCase().replace('0X', '0x') } }]).data).toEqual({
      field: 'permissions[0].data.address',
      reason: 'ownTarget',
    })
    expect(refusal([{ type: 'erc20-token-transfer', data: { address: SESSION_MODULE_ADDRESS, allowance: ten } }]).data).toEqual({
      field: 'permissions[0].data.address',
      reason: 'ownTarget',
    })
  })

  it('refuses other permission and policy types by name', () => {
    expect(refusal([{ type: 'erc20-recurring-allowance', data: { address: USDC } }])).toMatchObject({
      message: SessionMessages.unsupportedPermission('erc20-recurring-allowance'),
      data: { field: 'permissions[0].type', reason: 'unsupported' },
    })
    expect(refusal([{ type: 'contract-call', data: { address: ROUTER } }], [{ type: 'gas-limit' }]).data).toEqual({
      field: 'policies[0]',
      reason: 'unsupported',
    })
  })
})

describe('grantedPermissionsOf', () => {
  it('lists what the module holds, not what was asked: labels and extra policies are gone, addresses as granted', () => {
    const grant = sessionGrantOf(
      [
        { type: 'erc20-token-transfer', data: { address: USDC, ticker: 'USDC' }, policies: [{ type: 'token-allowance', data: { allowance: ten } }] },
        { type: 'native-token-transfer', data: { allowance: '0x5' } },
        { type: 'contract-call', data: { address: ROUTER } },
      ],
      SAFE,
    )
    expect(grantedPermissionsOf(grant)).toEqual([
      { type: 'contract-call', data: { address: ROUTER }, policies: [] },
      { type: 'erc20-token-transfer', data: { address: USDC.toLowerCase(), allowance: ten }, policies: [] },
      { type: 'native-token-transfer', data: { allowance: '0x5' }, policies: [] },
    ])
    // What is granted is itself a grantable request for the same grant (the worker's record checks it against the chain).
    expect(sessionGrantOf(grantedPermissionsOf(grant), SAFE)).toEqual(grant)
  })
})
