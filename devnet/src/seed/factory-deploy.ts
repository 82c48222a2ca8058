import { concat, parseEther, type Address, type Chain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AnvilClient } from './client.js'

export type FactoryContract = { name: string; address: string; creationCode: Hex }

/**
 * Creates each contract the chain lacks as its release was deployed: through a CREATE2 factory
 * (Safe's singleton factory, which seedSafe4337 installs) with the release's salt, so each lands on
 * its canonical address. A contract already there is left alone, so seeding a seeded chain only reads.
 */
export async function deployThroughFactory(client: AnvilClient, chain: Chain, factory: Address, salt: Hex, contracts: FactoryContract[]): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const missing = []
  for (const contract of contracts) if (!(await hasCode(contract.address as Address))) missing.push(contract)
  if (missing.length === 0) return
  if (!(await hasCode(factory))) throw new Error(`chain ${chain.id} has no CREATE2 factory at ${factory}`)
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  for (const { name, address, creationCode } of missing) {
    const hash = await client.sendTransaction({ account: sender, chain, to: factory, data: concat([salt, creationCode]), gas: 10_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !(await hasCode(address as Address))) {
      throw new Error(`seeding ${name} on chain ${chain.id} left no code at ${address} (${receipt.status})`)
    }
  }
}
