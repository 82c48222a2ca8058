import { concat, parseEther, type Address, type Chain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { AnvilClient } from './client.js'
import { readPasskeyRelease } from './safe-passkey-release.js'

/**
 * Seeds Safe's passkey release 0.2.1 (SAFE_PASSKEY: signer factory, shared signer, FCL verifier) on
 * one anvil from its checked-in build, as the release was deployed: through Safe's singleton factory
 * (which seedSafe4337 installs) with salt 0, so each lands on its canonical address. A contract
 * already there is left alone, so seeding a seeded chain only reads.
 */
export async function seedSafePasskey(client: AnvilClient, chain: Chain): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const release = await readPasskeyRelease()
  const missing = []
  for (const contract of release.contracts) if (!(await hasCode(contract.address as Address))) missing.push(contract)
  if (missing.length === 0) return
  const factory = release.factory as Address
  if (!(await hasCode(factory))) throw new Error(`chain ${chain.id} has no Safe singleton factory at ${factory}`)
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  for (const { name, address, creationCode } of missing) {
    const data = concat([release.salt as Hex, creationCode as Hex])
    const hash = await client.sendTransaction({ account: sender, chain, to: factory, data, gas: 10_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !(await hasCode(address as Address))) {
      throw new Error(`seeding ${name} on chain ${chain.id} left no code at ${address} (${receipt.status})`)
    }
  }
}
