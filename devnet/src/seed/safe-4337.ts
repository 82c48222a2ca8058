import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { concat, encodeAbiParameters, getAddress, keccak256, parseEther, toHex, zeroHash, type Address, type Chain, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { entryPoint07Address } from 'viem/account-abstraction'
import * as z from 'zod'
import type { AnvilClient } from './client.js'
import { SAFE_4337 } from './addresses.js'

const require = createRequire(import.meta.url)
const safe4337Dir = dirname(require.resolve('@safe-global/safe-4337/package.json'))
// The Safe 1.4.1 build ships inside safe-4337's own dependency (its ethers 5 peer keeps it out of the root).
const safeContractsDir = dirname(createRequire(join(safe4337Dir, 'package.json')).resolve('@safe-global/safe-contracts/package.json'))
const entryPointDir = dirname(require.resolve('@account-abstraction/contracts/package.json'))

/** Arachnid's deterministic deployer, which anvil has from genesis; the EntryPoint's canonical address comes from it. */
const DETERMINISTIC_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
/** The salt eth-infinitism deployed EntryPoint v0.7 with. */
const ENTRY_POINT_07_SALT: Hex = '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** Sends the seed's deployments; keccak256('porthole devnet safe-4337 deployer'), used for nothing else, so no other seeded nonce moves. */
const SEEDER = privateKeyToAccount(keccak256(toHex('porthole devnet safe-4337 deployer')))

const hardhatArtifact = z.object({ bytecode: z.string().regex(/^0x[0-9a-fA-F]+$/) })
const creationCode = async (path: string) => hardhatArtifact.parse(JSON.parse(await readFile(path, 'utf8'))).bytecode as Hex
const safeArtifact = (path: string) => creationCode(join(safeContractsDir, 'build/artifacts/contracts', path))
const moduleArtifact = (path: string) => creationCode(join(safe4337Dir, 'build/artifacts/contracts', path))

/** Safe 1.4.1's contracts as the Safe singleton factory deploys them with salt 0: their canonical addresses on every chain. */
const SAFE_CONTRACTS = [
  { name: 'Safe', address: SAFE_4337.safeSingleton, path: 'Safe.sol/Safe.json' },
  { name: 'SafeL2', address: SAFE_4337.safeL2Singleton, path: 'SafeL2.sol/SafeL2.json' },
  { name: 'SafeProxyFactory', address: SAFE_4337.safeProxyFactory, path: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json' },
  { name: 'MultiSend', address: SAFE_4337.multiSend, path: 'libraries/MultiSend.sol/MultiSend.json' },
  { name: 'MultiSendCallOnly', address: SAFE_4337.multiSendCallOnly, path: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json' },
  {
    name: 'CompatibilityFallbackHandler',
    address: SAFE_4337.compatibilityFallbackHandler,
    path: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
  },
] as const

/**
 * Seeds the ERC-4337 stack on one anvil, each contract at its canonical address, so permissionless'
 * defaults and the bundler work with nothing configured (as on a real chain):
 * - EntryPoint v0.7 from @account-abstraction/contracts@0.7.0 through the deterministic deployer with
 *   the canonical salt (the npm bytecode is the canonical one: it lands at 0x…da032);
 * - Safe 1.4.1 (singleton, L2 singleton, proxy factory, MultiSend, MultiSendCallOnly, fallback handler)
 *   through the Safe singleton factory with salt 0 (npm bytecode = canonical: same addresses);
 * - Safe4337Module and SafeModuleSetup 0.3.0: the npm build of @safe-global/safe-4337@0.3.0 is not
 *   byte-identical to the deployed one (its CREATE2 address differs), so their runtime code (the
 *   module's entry point is its only immutable) is installed at the canonical addresses instead.
 *   Both are stateless; the module signs for `this`, i.e. the canonical address.
 * A contract already there is left alone, so seeding a seeded chain only reads.
 */
export async function seedSafe4337(client: AnvilClient, chain: Chain): Promise<void> {
  const hasCode = async (address: Address) => ((await client.getCode({ address })) ?? '0x') !== '0x'
  const deployer = await client.getCode({ address: DETERMINISTIC_DEPLOYER })
  if (!deployer || deployer === '0x') throw new Error(`chain ${chain.id} has no deterministic deployer at ${DETERMINISTIC_DEPLOYER}`)
  // Safe's singleton factory is the same proxy as Arachnid's, only signed by Safe's key: the same runtime code.
  if (!(await hasCode(SAFE_4337.singletonFactory))) await client.setCode({ address: SAFE_4337.singletonFactory, bytecode: deployer })

  const deployments: { name: string; address: Address; factory: Address; salt: Hex; code: () => Promise<Hex> }[] = [
    {
      name: 'EntryPoint v0.7',
      address: entryPoint07Address,
      factory: DETERMINISTIC_DEPLOYER,
      salt: ENTRY_POINT_07_SALT,
      code: () => creationCode(join(entryPointDir, 'artifacts/EntryPoint.json')),
    },
    ...SAFE_CONTRACTS.map(({ name, address, path }) => ({
      name,
      address,
      factory: SAFE_4337.singletonFactory,
      salt: zeroHash,
      code: () => safeArtifact(path),
    })),
  ]
  const missing = []
  for (const deployment of deployments) if (!(await hasCode(deployment.address))) missing.push(deployment)
  if (missing.length > 0) {
    await client.setBalance({ address: SEEDER.address, value: parseEther('10') })
    for (const { name, address, factory, salt, code } of missing) {
      const hash = await client.sendTransaction({ account: SEEDER, chain, to: factory, data: concat([salt, await code()]), gas: 10_000_000n })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
      if (receipt.status !== 'success' || !(await hasCode(address))) {
        throw new Error(`deploying ${name} on chain ${chain.id} left no code at its canonical address ${address}: the npm bytecode is not the canonical one`)
      }
    }
  }

  const modules = [
    {
      name: 'Safe4337Module',
      address: SAFE_4337.safe4337Module,
      code: async () =>
        concat([await moduleArtifact('Safe4337Module.sol/Safe4337Module.json'), encodeAbiParameters([{ type: 'address' }], [entryPoint07Address])]),
    },
    { name: 'SafeModuleSetup', address: SAFE_4337.safeModuleSetup, code: () => moduleArtifact('SafeModuleSetup.sol/SafeModuleSetup.json') },
  ]
  for (const { name, address, code } of modules) {
    if (await hasCode(address)) continue
    const { data } = await client.call({ data: await code() })
    if (!data || data === '0x') throw new Error(`${name}'s creation code returned no runtime code`)
    await client.setCode({ address: getAddress(address), bytecode: data })
  }
}
