import { concat, parseEther, type Address, type Chain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { CREATE2_FACTORY, SESSION_MODULE } from './addresses.js'
import type { AnvilClient } from './client.js'
import type { Artifact } from './compile.js'

/**
 * PortholeSessionModule (devnet/contracts/) through the deterministic
 * CREATE2 factory anvil ships at genesis: its address depends only on its
 * bytecode and salt, so it is the same on every chain and needs no nonce of
 * the seed's deployer. Any funded key may send it; a throwaway one is used.
 */
export async function seedSessionModule(client: AnvilClient, chain: Chain, module: Artifact): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  if (await hasCode(SESSION_MODULE.address)) return
  if (!(await hasCode(CREATE2_FACTORY))) throw new Error(`chain ${chain.id} has no CREATE2 factory at ${CREATE2_FACTORY}`)
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  const data: Hex = concat([SESSION_MODULE.salt, module.bytecode])
  const hash = await client.sendTransaction({ account: sender, chain, to: CREATE2_FACTORY, data })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || !(await hasCode(SESSION_MODULE.address))) {
    throw new Error(`seeding PortholeSessionModule on chain ${chain.id} left no code at ${SESSION_MODULE.address} (${receipt.status})`)
  }
}
