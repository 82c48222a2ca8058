import { toSafeSmartAccount } from 'permissionless/accounts'
import { entryPoint07Address } from 'viem/account-abstraction'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUNDLER_KEYS, SAFE_4337 } from './addresses.js'
import { anvilClient, type AnvilClient } from './client.js'
import { seedSafe4337 } from './safe-4337.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'

let anvil: SeededAnvil | undefined
let client: AnvilClient
beforeAll(async () => {
  anvil = await startSeededAnvil(31337)
  client = anvilClient(anvil.rpcUrl, 31337).client
}, 60_000)
afterAll(() => {
  anvil?.process.kill()
})

describe('the seeded ERC-4337 stack', () => {
  it('has code at every canonical address, the EntryPoint where viem and permissionless expect it', async () => {
    expect(SAFE_4337.entryPoint).toBe(entryPoint07Address)
    for (const [name, address] of Object.entries(SAFE_4337)) expect(((await client.getCode({ address })) ?? '0x').length, name).toBeGreaterThan(2)
  })

  it("is what permissionless uses by default for Safe 1.4.1 on EntryPoint 0.7: its factory computes the account's address", async () => {
    const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
    const account = await toSafeSmartAccount({ client, owners: [owner], version: '1.4.1', entryPoint: { address: entryPoint07Address, version: '0.7' } })
    const { factory, factoryData } = await account.getFactoryArgs()
    expect(factory).toBe(SAFE_4337.safeProxyFactory)
    // The factory itself, asked to predict, agrees: the proxy creation code and the setup are the chain's.
    const { data } = await client.call({ to: factory, data: factoryData })
    expect(data?.toLowerCase()).toContain(account.address.slice(2).toLowerCase())
  })

  it('seeds again without a transaction', async () => {
    const before = await client.getBlockNumber()
    await seedSafe4337(client, client.chain!)
    expect(await client.getBlockNumber()).toBe(before)
  })

  it("gives the bundlers anvil's test accounts 5 and 6", () => {
    const junk = 'test test test test test test test test test test test junk'
    expect(privateKeyToAccount(BUNDLER_KEYS.executor).address).toBe(mnemonicToAccount(junk, { addressIndex: 5 }).address)
    expect(privateKeyToAccount(BUNDLER_KEYS.utility).address).toBe(mnemonicToAccount(junk, { addressIndex: 6 }).address)
  })
})
