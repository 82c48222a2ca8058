import { describe, expect, it } from 'vitest'
import { lintFindings } from './lint-findings.js'

const findings = (code: string, path = 'frame-host/src/router/example.ts') => lintFindings('porthole/no-method-switch', code, path)

describe('no-method-switch', () => {
  it('refuses deciding a wallet method by its name, one finding per line', async () => {
    const code = [
      'declare const method: string',
      "export const a = method === 'eth_sendTransaction'",
      "export const b = 'personal_sign' !== method",
      "switch (method) { case 'wallet_sendCalls': break }",
      "export const c = ['eth_sign', 'eth_signTypedData_v4'].includes(method)",
      "const BATCH = new Set(['wallet_sendCalls', 'wallet_getCallsStatus'])",
      'export const d = BATCH.has(method)',
      "export const e = method === 'solana:signMessage'",
    ].join('\n')
    expect(await findings(code)).toEqual([2, 3, 4, 5, 7, 8])
  })

  it('lets table lookups and other strings through', async () => {
    const code = [
      "import { walletMethod } from '@porthole/protocol'",
      'declare const method: string',
      "export const a = walletMethod('eip155', method)?.kind === 'send'",
      "export const b = method === 'solana'",
      "export const c = new Set(['read', 'wallet']).has(method)",
      "export const d = { method: 'eth_chainId', params: [] }",
    ].join('\n')
    expect(await findings(code)).toEqual([])
  })

  it('leaves the table and the family modules alone', async () => {
    const code = "declare const method: string\nexport const a = method === 'eth_sendTransaction'"
    expect(await findings(code, 'protocol/src/chain-families/eip155.ts')).toEqual([])
    expect(await findings(code, 'protocol/src/wallet-methods/table.ts')).toEqual([])
  })
})
