import { concat, parseEther, type Address, type Chain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AnvilClient } from './client.js'
import { readRecoveryRelease, recoveryModuleCreationCode } from './social-recovery-release.js'

/**
 * Seeds Candide's Social Recovery Module 0.0.1 on one anvil from its checked-in build, once per
 * recovery period, as each was deployed: through Safe's singleton factory (which seedSafe4337
 * installs) with salt 0, so each lands on its canonical address (RecoveryModules). A module already
 * there is left alone, so seeding a seeded chain only reads.
 */
export async function seedRecoveryModules(client: AnvilClient, chain: Chain): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const release = readRecoveryRelease()
  const missing = []
  for (const deployment of release.deployments) if (!(await hasCode(deployment.address as Address))) missing.push(deployment)
  if (missing.length === 0) return
  const factory = release.factory as Address
  if (!(await hasCode(factory))) throw new Error(`chain ${chain.id} has no Safe singleton factory at ${factory}`)
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  for (const { name, periodSeconds, address } of missing) {
    const data = concat([release.salt as Hex, recoveryModuleCreationCode(BigInt(periodSeconds))])
    const hash = await client.sendTransaction({ account: sender, chain, to: factory, data, gas: 10_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !(await hasCode(address as Address))) {
      throw new Error(`seeding the recovery module ${name} on chain ${chain.id} left no code at ${address} (${receipt.status})`)
    }
  }
}
