import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { concat, encodeAbiParameters, getContractAddress, zeroHash, type Hex } from 'viem'
import * as z from 'zod'
import { SAFE_4337 } from './addresses.js'
import { RECOVERY_RELEASE_FILE, recoveryRelease, type RecoveryRelease } from './social-recovery-release.js'

/**
 * Regenerates social-recovery-0.0.1.json: Candide's Social Recovery Module 0.0.1 compiled from its
 * source with solc-js at the deployed compiler, so seeding never compiles. Candide's modules (one per
 * recovery period) are the build of Safe's package of that source (safe-modules' modules/recovery:
 * hardhat-deploy, Safe's singleton factory, salt 0), so that build is the one reproduced: Candide's
 * files named under `candide-contracts/`, OpenZeppelin and Safe from npm. Run it with a clone of
 * https://github.com/candidelabs/candide-contracts (bare or not; 5afe/CandideWalletContracts has the
 * commit too):
 *
 *   npm run seed:recovery-release -- <candide-contracts git dir>
 *
 * The two npm packages are fetched with `npm pack` (npm's cache serves them offline once fetched)
 * and checked against the integrity Candide's yarn.lock pins.
 */

const SOURCE = {
  repository: 'https://github.com/candidelabs/candide-contracts',
  commit: '113d3c059e039e332637e8f686d9cbd505f1e738',
} as const

const PACKAGING = {
  repository: 'https://github.com/safe-global/safe-modules',
  commit: 'b3c5e66b40ffbd79c413965398e9d041f5a24258',
  directory: 'modules/recovery',
  sourcePrefix: 'candide-contracts/',
} as const

const DEPENDENCIES = {
  '@openzeppelin/contracts': {
    version: '4.9.6',
    integrity: 'sha512-xSmezSupL+y9VkHZJGDoCBpmnB2ogM13ccaYDWqJTfS3dbuHkgjuwDFUmaFauBCboQMGB/S5UqUl2y54X99BmA==',
  },
  '@safe-global/safe-contracts': {
    version: '1.4.1-build.0',
    integrity: 'sha512-TIpoKJtMqLcLFoid0cvpxo8YTcnRUj95MHvxzwgPbJPRONOckNS6ebgGyBBRDmnpxFh34IBpPUZ7JD+z2Cfbbg==',
  },
} as const

const COMPILER = '0.8.20+commit.a1b79de6.Emscripten.clang'

// The package's hardhat config: 1,000,000 runs via IR. Hardhat picks Paris for solc ≥ 0.8.20 when the
// config names no EVM, and hardhat-deploy asks for literal sources in the metadata, whose hash ends
// the creation code.
const SETTINGS = { optimizer: { enabled: true, runs: 1_000_000 }, viaIR: true, evmVersion: 'paris', metadata: { useLiteralContent: true } }
const NAME = 'SocialRecoveryModule'
const ENTRY = `${PACKAGING.sourcePrefix}contracts/modules/social_recovery/SocialRecoveryModule.sol`

// abstractionkit's SocialRecoveryModuleGracePeriodSelector: the build must land on every one.
const DEPLOYMENTS = [
  { name: 'After3Minutes', periodSeconds: 180, address: '0x949d01d424bE050D09C16025dd007CB59b3A8c66' },
  { name: 'After3Days', periodSeconds: 259_200, address: '0x38275826E1933303E508433dD5f289315Da2541c' },
  { name: 'After7Days', periodSeconds: 604_800, address: '0x088f6cfD8BB1dDb1BB069CCb3fc1A98927D233f2' },
  { name: 'After14Days', periodSeconds: 1_209_600, address: '0x9BacD92F4687Db306D7ded5d4513a51EA05df25b' },
] as const

const solcOutput = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(z.string(), z.record(z.string(), z.object({ evm: z.object({ bytecode: z.object({ object: z.string() }) }) }))).optional(),
})
const npmPackOutput = z.array(z.object({ filename: z.string(), integrity: z.string() })).length(1)

const require = createRequire(import.meta.url)
const git = (gitDir: string, ...args: string[]) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })

/** Each dependency unpacked under `dir`, by package name: the directory holding its package.json. */
function unpackDependencies(dir: string): Record<string, string> {
  const roots: Record<string, string> = {}
  for (const [name, { version, integrity }] of Object.entries(DEPENDENCIES)) {
    const out = execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir, '--json'], { encoding: 'utf8' })
    const [packed] = npmPackOutput.parse(JSON.parse(out))
    if (packed!.integrity !== integrity) throw new Error(`${name}@${version} is ${packed!.integrity}, not ${integrity} as Candide's yarn.lock pins`)
    const root = join(dir, name)
    mkdirSync(root, { recursive: true })
    execFileSync('tar', ['-xzf', join(dir, packed!.filename), '-C', root, '--strip-components=1'])
    roots[name] = root
  }
  return roots
}

/** `ENTRY` and every file it imports, by their names in the deployed build. */
function sources(gitDir: string, dependencies: Record<string, string>): Record<string, { content: string }> {
  const read = (file: string) => {
    if (file.startsWith(PACKAGING.sourcePrefix)) return git(gitDir, 'show', `${SOURCE.commit}:${file.slice(PACKAGING.sourcePrefix.length)}`)
    const dependency = Object.keys(dependencies).find((name) => file.startsWith(`${name}/`))
    if (!dependency) throw new Error(`${file} is in no package the build knows`)
    return readFileSync(join(dependencies[dependency]!, file.slice(dependency.length + 1)), 'utf8')
  }
  const found: Record<string, { content: string }> = {}
  const pending: string[] = [ENTRY]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (found[file]) continue
    const content = read(file)
    found[file] = { content }
    for (const match of content.matchAll(/^import\s+(?:[^";]*\s+from\s+)?"([^"]+)";/gm)) {
      const target = match[1]!
      pending.push(target.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file), target)) : target)
    }
  }
  return found
}

function build(gitDir: string): RecoveryRelease {
  const solc = require('solc-0.8.20') as { version(): string; compile(input: string): string }
  if (solc.version() !== COMPILER) throw new Error(`solc-0.8.20 is ${solc.version()}, not ${COMPILER}`)
  try {
    git(gitDir, 'cat-file', '-e', `${SOURCE.commit}^{commit}`)
  } catch {
    throw new Error(`${gitDir} has no commit ${SOURCE.commit}`)
  }

  const dir = mkdtempSync(join(tmpdir(), 'recovery-module-'))
  try {
    const input = {
      language: 'Solidity',
      sources: sources(gitDir, unpackDependencies(dir)),
      settings: { ...SETTINGS, outputSelection: { [ENTRY]: { [NAME]: ['evm.bytecode.object'] } } },
    }
    if (!input.sources[ENTRY]!.content.includes('string public constant VERSION = "0.0.1";')) throw new Error(`${ENTRY} is not version 0.0.1`)
    const output = solcOutput.parse(JSON.parse(solc.compile(JSON.stringify(input))))
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
    if (errors.length > 0) throw new Error(`solc failed on ${NAME}:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
    const object = output.contracts?.[ENTRY]?.[NAME]?.evm.bytecode.object
    if (!object) throw new Error(`solc produced no ${NAME}`)
    const creationCode: Hex = `0x${object}`

    for (const { name, periodSeconds, address } of DEPLOYMENTS) {
      const bytecode = concat([creationCode, encodeAbiParameters([{ type: 'uint256' }], [BigInt(periodSeconds)])])
      const landsOn = getContractAddress({ opcode: 'CREATE2', from: SAFE_4337.singletonFactory, salt: zeroHash, bytecode })
      if (landsOn !== address) throw new Error(`the build lands ${name} on ${landsOn}, not ${address}`)
    }
    return recoveryRelease.parse({
      source: SOURCE,
      packaging: PACKAGING,
      dependencies: DEPENDENCIES,
      compiler: COMPILER,
      factory: SAFE_4337.singletonFactory,
      salt: zeroHash,
      contract: { name: NAME, source: ENTRY, settings: SETTINGS, creationCode },
      deployments: DEPLOYMENTS,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const gitDir = process.argv[2]
if (!gitDir) throw new Error('usage: npm run seed:recovery-release -- <candide-contracts git dir>')
const release = build(gitDir)
await writeFile(RECOVERY_RELEASE_FILE, `${JSON.stringify(release, null, 2)}\n`)
for (const { name, address } of release.deployments) console.log(`${name.padEnd(14)} ${address}`)
