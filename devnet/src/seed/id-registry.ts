import { parseEther, type Chain } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FARCASTER } from './addresses.js'
import type { AnvilClient } from './client.js'
import type { Artifact } from './compile.js'

/** The stand-in IdRegistry with the seeded users (addresses.ts FARCASTER); left alone where it is already deployed. */
export async function seedIdRegistry(client: AnvilClient, chain: Chain, registry: Artifact): Promise<void> {
  if (((await client.getCode({ address: FARCASTER.registry.address })) ?? '0x') !== '0x') return
  const account = privateKeyToAccount(FARCASTER.registry.deployer.privateKey)
  await client.setBalance({ address: account.address, value: parseEther('1') })
  const args = [FARCASTER.users.map((user) => BigInt(user.fid)), FARCASTER.users.map((user) => user.custody.address)]
  const hash = await client.deployContract({ account, chain, abi: registry.abi, bytecode: registry.bytecode, args, nonce: 0 })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || receipt.contractAddress?.toLowerCase() !== FARCASTER.registry.address.toLowerCase()) {
    throw new Error(
      `seeding PortholeIdRegistry on chain ${chain.id} gave ${receipt.contractAddress ?? 'no contract'} (${receipt.status}), expected ${FARCASTER.registry.address}`,
    )
  }
}
