import type { Address, Chain, Hex } from 'viem'
import type { AnvilClient } from './client.js'
import { deployThroughFactory } from './factory-deploy.js'
import { readPasskeyRelease } from './safe-passkey-release.js'

/**
 * Seeds Safe's passkey release 0.2.1 (SAFE_PASSKEY: signer factory, shared signer, FCL verifier) on
 * one anvil from its checked-in build, as the release was deployed: through Safe's singleton factory
 * with salt 0, so each lands on its canonical address.
 */
export async function seedSafePasskey(client: AnvilClient, chain: Chain): Promise<void> {
  const release = await readPasskeyRelease()
  const contracts = release.contracts.map(({ name, address, creationCode }) => ({ name, address, creationCode: creationCode as Hex }))
  await deployThroughFactory(client, chain, release.factory as Address, release.salt as Hex, contracts)
}
