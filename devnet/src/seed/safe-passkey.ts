import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { concat, parseEther, zeroHash, type Address, type Chain, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { CREATE2_FACTORY, SAFE_PASSKEY } from './addresses.js'
import type { AnvilClient } from './client.js'

const require = createRequire(import.meta.url)
const passkeyDir = dirname(require.resolve('@safe-global/safe-passkey/package.json'))

const hardhatArtifact = z.object({ bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/) })

/** The release's own build (hardhat artifacts shipped in the npm package), so nothing is compiled here. */
const PASSKEY_CONTRACTS = [
  { name: 'SafeWebAuthnSignerFactory', address: SAFE_PASSKEY.signerFactory, path: 'SafeWebAuthnSignerFactory.sol/SafeWebAuthnSignerFactory.json' },
  { name: 'SafeWebAuthnSharedSigner', address: SAFE_PASSKEY.sharedSigner, path: '4337/SafeWebAuthnSharedSigner.sol/SafeWebAuthnSharedSigner.json' },
  { name: 'FCLP256Verifier', address: SAFE_PASSKEY.fclVerifier, path: 'verifiers/FCLP256Verifier.sol/FCLP256Verifier.json' },
] as const

/** One contract's creation code from @safe-global/safe-passkey's build. */
export async function passkeyCreationCode(name: (typeof PASSKEY_CONTRACTS)[number]['name']): Promise<Hex> {
  const { path } = PASSKEY_CONTRACTS.find((contract) => contract.name === name)!
  const file = join(passkeyDir, 'build/artifacts/contracts', path)
  return hardhatArtifact.parse(JSON.parse(await readFile(file, 'utf8'))).bytecode as Hex
}

/**
 * Seeds Safe's WebAuthn signer contracts (SAFE_PASSKEY) on one anvil through the CREATE2 factory
 * with salt 0, as the release was deployed, so each lands on the same address on every chain.
 * A contract already there is left alone, so seeding a seeded chain only reads.
 */
export async function seedSafePasskey(client: AnvilClient, chain: Chain): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const missing = []
  for (const contract of PASSKEY_CONTRACTS) if (!(await hasCode(contract.address))) missing.push(contract)
  if (missing.length === 0) return
  if (!(await hasCode(CREATE2_FACTORY))) throw new Error(`chain ${chain.id} has no CREATE2 factory at ${CREATE2_FACTORY}`)
  const sender = privateKeyToAccount(generatePrivateKey())
  await client.setBalance({ address: sender.address, value: parseEther('1') })
  for (const { name, address } of missing) {
    const data = concat([zeroHash, await passkeyCreationCode(name)])
    const hash = await client.sendTransaction({ account: sender, chain, to: CREATE2_FACTORY, data, gas: 10_000_000n })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !(await hasCode(address))) {
      throw new Error(`seeding ${name} on chain ${chain.id} left no code at ${address} (${receipt.status}): the npm build is not the one recorded`)
    }
  }
}
