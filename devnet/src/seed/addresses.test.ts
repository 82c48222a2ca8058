import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { BENCH, DEPLOYER, SEEDED_TOKENS } from './addresses.js'

describe('seeded addresses', () => {
  it('are the deployer key’s creations at the listed nonces', () => {
    expect(privateKeyToAddress(DEPLOYER.privateKey)).toBe(DEPLOYER.address)
    expect(privateKeyToAddress(BENCH.deployer.privateKey)).toBe(BENCH.deployer.address)
    for (const token of SEEDED_TOKENS) {
      expect(getContractAddress({ from: DEPLOYER.address, nonce: BigInt(token.nonce) }), token.symbol).toBe(token.address)
    }
  })

  it('use each nonce once, in order', () => {
    expect(SEEDED_TOKENS.map((t) => t.nonce)).toEqual(SEEDED_TOKENS.map((_, i) => i))
  })
})
