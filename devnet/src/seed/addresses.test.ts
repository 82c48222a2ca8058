import { getContractAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { BENCH, DEPLOYER, SEEDED_TOKENS, UNISWAP_V2 } from './addresses.js'

describe('seeded addresses', () => {
  it('are the deployer key’s creations at the listed nonces', () => {
    expect(privateKeyToAddress(DEPLOYER.privateKey)).toBe(DEPLOYER.address)
    expect(privateKeyToAddress(BENCH.deployer.privateKey)).toBe(BENCH.deployer.address)
    for (const token of SEEDED_TOKENS) {
      expect(getContractAddress({ from: DEPLOYER.address, nonce: BigInt(token.nonce) }), token.symbol).toBe(token.address)
    }
    for (const [name, contract] of Object.entries(UNISWAP_V2)) {
      if (typeof contract === 'object') expect(getContractAddress({ from: DEPLOYER.address, nonce: BigInt(contract.nonce) }), name).toBe(contract.address)
    }
  })

  it('use each nonce once, in order', () => {
    const nonces = [...SEEDED_TOKENS.map((t) => t.nonce), UNISWAP_V2.weth.nonce, UNISWAP_V2.factory.nonce, UNISWAP_V2.router02.nonce]
    expect(nonces).toEqual(nonces.map((_, i) => i))
  })
})
