import type { Address, Chain, Hex } from 'viem'
import type { AnvilClient } from './client.js'
import { deployThroughFactory } from './factory-deploy.js'
import { readRecoveryRelease, recoveryModuleCreationCode } from './social-recovery-release.js'

/**
 * Seeds Candide's Social Recovery Module 0.0.1 on one anvil from its checked-in build, once per
 * recovery period, as each was deployed: through Safe's singleton factory with salt 0, so each
 * lands on its canonical address (RecoveryModules).
 */
export function seedRecoveryModules(client: AnvilClient, chain: Chain): Promise<void> {
  const release = readRecoveryRelease()
  const modules = release.deployments.map(({ name, address, periodSeconds }) => ({
    name: `the recovery module ${name}`,
    address,
    creationCode: recoveryModuleCreationCode(BigInt(periodSeconds)),
  }))
  return deployThroughFactory(client, chain, release.factory as Address, release.salt as Hex, modules)
}
