import { describe, expect, it } from 'vitest'
import { approvalRequest } from './approval-request.js'

const request = {
  id: '1',
  method: 'wallet_grantPermissions',
  params: [{ to: '0xBEcF57eA11dB25f0C3dad6aA9B455D6F65321D37', data: '0x' }],
  chain: { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' },
  account: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
}

describe('the approval request the window reads', () => {
  it('takes chain facts: token symbols and decimals, lookup tables, a simulation’s failure', () => {
    const tokens = { '0xdC7f32594126A3A551Bb307d549fFd8703D43702': { symbol: 'USDC', decimals: 6 } }
    expect(approvalRequest().safeParse({ ...request, chainFacts: { kind: 'session', tokens } }).success).toBe(true)
    const lookupTables = { '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM': ['GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj'] }
    expect(approvalRequest().safeParse({ ...request, chainFacts: { kind: 'solana', lookupTables, simulationError: 'fails' } }).success).toBe(true)
  })

  it('refuses chain facts that are a description the frame wrote, never shown as the window’s own', () => {
    const permissions = { kind: 'permissions', action: 'grant', sessionKey: request.account, targets: [], limits: [], expiresAt: 'soon' }
    expect(approvalRequest().safeParse({ ...request, chainFacts: permissions }).success).toBe(false)
    const solanaTransaction = { kind: 'solanaTransaction', feePayer: 'me', actions: [], send: false, warning: 'none' }
    expect(approvalRequest().safeParse({ ...request, chainFacts: solanaTransaction }).success).toBe(false)
    expect(approvalRequest().safeParse({ ...request, chainFacts: { kind: 'session', tokens: { notAnAddress: { symbol: 'X', decimals: 1 } } } }).success).toBe(
      false,
    )
  })
})
