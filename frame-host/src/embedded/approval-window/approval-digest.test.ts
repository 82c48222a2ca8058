import { describe, expect, it } from 'vitest'
import { approvalDigest, canonicalJson } from './approval-digest.js'

const request = {
  method: 'eth_sendTransaction',
  params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }],
  chain: { id: 'eip155:31337', name: 'Anvil', symbol: 'ETH' },
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
}

describe('the approval digest', () => {
  it('encodes equal values alike, whatever the order of their keys', () => {
    expect(canonicalJson({ b: [1, { d: null, c: 'x' }], a: true })).toBe('{"a":true,"b":[1,{"c":"x","d":null}]}')
  })

  it('is the same for the same request and differs when what is signed changes', async () => {
    const digest = await approvalDigest(request)
    expect(digest).toMatch(/^[0-9a-f]{64}$/)
    expect(await approvalDigest({ ...request, params: [{ value: '0xde0b6b3a7640000', to: request.params[0]!.to }] })).toBe(digest)
    expect(await approvalDigest({ ...request, params: [{ ...request.params[0], value: '0x1bc16d674ec80000' }] })).not.toBe(digest)
    expect(await approvalDigest({ ...request, chain: { ...request.chain, id: 'eip155:1' } })).not.toBe(digest)
    expect(await approvalDigest({ ...request, method: 'eth_signTransaction' })).not.toBe(digest)
    expect(await approvalDigest({ ...request, account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })).not.toBe(digest)
  })

  it('covers the chain facts the window read the request with: facts changed after it was shown give another digest', async () => {
    const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const grant = {
      ...request,
      method: 'wallet_grantPermissions',
      chainFacts: { kind: 'session' as const, tokens: { [USDC]: { symbol: 'USDC', decimals: 6 } } },
    }
    const digest = await approvalDigest(grant)
    expect(digest).not.toBe(await approvalDigest(request))
    expect(await approvalDigest({ ...grant, chainFacts: { kind: 'session', tokens: { [USDC]: { symbol: 'USDC', decimals: 18 } } } })).not.toBe(digest)
    expect(await approvalDigest({ ...grant, chainFacts: { kind: 'session', tokens: {} } })).not.toBe(digest)
    const table = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
    const solana = { ...request, chainFacts: { kind: 'solana' as const, lookupTables: { [table]: ['GvHeR432g7MjN9uKyX3Dzg66TqwrEWgANLnnFZXMeyyj'] } } }
    expect(await approvalDigest({ ...solana, chainFacts: { ...solana.chainFacts, lookupTables: { [table]: [table] } } })).not.toBe(await approvalDigest(solana))
  })
})
