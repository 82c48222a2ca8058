import { createPublicClient, http, parseAbi, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARCASTER } from './addresses.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'

/** The two reads of Farcaster's IdRegistry that Sign In With Farcaster uses. */
const idRegistryAbi = parseAbi(['function idOf(address owner) view returns (uint256 fid)', 'function custodyOf(uint256 fid) view returns (address owner)'])

describe('the stand-in Farcaster IdRegistry', () => {
  let anvil: SeededAnvil | undefined
  beforeAll(async () => void (anvil = await startSeededAnvil(31337)), 120_000)
  afterAll(() => void anvil?.process.kill())

  it("answers idOf and custodyOf for the seeded users, whose keys are their custody keys, with Farcaster's ABI", async () => {
    const client = createPublicClient({ transport: http(anvil!.rpcUrl) })
    const read = { address: FARCASTER.registry.address, abi: idRegistryAbi } as const
    for (const user of FARCASTER.users) {
      expect(privateKeyToAccount(user.custody.privateKey).address).toBe(user.custody.address)
      expect(await client.readContract({ ...read, functionName: 'idOf', args: [user.custody.address] })).toBe(BigInt(user.fid))
      expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [BigInt(user.fid)] })).toBe(user.custody.address)
    }
    expect(await client.readContract({ ...read, functionName: 'idOf', args: [zeroAddress] })).toBe(0n)
    expect(await client.readContract({ ...read, functionName: 'custodyOf', args: [1n] })).toBe(zeroAddress)
  })
})
