import { execFileSync } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { posix } from 'node:path'
import { getContractAddress, zeroHash, type Hex } from 'viem'
import * as z from 'zod'
import { SAFE_4337 } from './addresses.js'
import { PASSKEY_RELEASE_FILE, passkeyRelease, type PasskeyRelease } from './safe-passkey-release.js'

/**
 * Regenerates safe-passkey-0.2.1.json: Safe's passkey release 0.2.1 compiled from its source with
 * solc-js at the release's compiler, so seeding never compiles. Run it with a clone of
 * https://github.com/safe-global/safe-modules (bare or not):
 *
 *   npm run seed:passkey-release -- <safe-modules git dir>
 */

const SOURCE = {
  repository: 'https://github.com/safe-global/safe-modules',
  tag: 'passkey/v0.2.1',
  commit: 'b6bd0d0ad45b213fe24534cc079d4a0731de2ed8',
  directory: 'modules/passkey',
} as const

const COMPILER = '0.8.26+commit.8a97fa7a.Emscripten.clang'

// The release's hardhat config: 10,000,000 runs, Paris, via IR except the FCL verifier (an override).
// hardhat-deploy asks for literal sources in the metadata of the main compiler settings only, not of
// the override, and the metadata's hash ends the creation code, so that difference is kept.
const optimized = { optimizer: { enabled: true, runs: 10_000_000 }, evmVersion: 'paris' }
const viaIr = { ...optimized, viaIR: true, metadata: { useLiteralContent: true } }
const CONTRACTS = [
  { name: 'SafeWebAuthnSignerFactory', source: 'contracts/SafeWebAuthnSignerFactory.sol', settings: viaIr },
  { name: 'SafeWebAuthnSharedSigner', source: 'contracts/4337/SafeWebAuthnSharedSigner.sol', settings: viaIr },
  { name: 'FCLP256Verifier', source: 'contracts/verifiers/FCLP256Verifier.sol', settings: { ...optimized, viaIR: false } },
] as const

const solcOutput = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z.record(z.string(), z.record(z.string(), z.object({ evm: z.object({ bytecode: z.object({ object: z.string() }) }) }))).optional(),
})

const require = createRequire(import.meta.url)
const git = (gitDir: string, ...args: string[]) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 })

/** `entry` and every file it imports, by their names in the release (relative to its package). */
function sourcesOf(gitDir: string, entry: string): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {}
  const pending = [entry]
  while (pending.length > 0) {
    const file = pending.pop()!
    if (sources[file]) continue
    const content = git(gitDir, 'show', `${SOURCE.commit}:${SOURCE.directory}/${file}`)
    sources[file] = { content }
    for (const match of content.matchAll(/^import\s+(?:\{[^}]*\}\s+from\s+)?"([^"]+)";/gm)) {
      if (!match[1]!.startsWith('.')) throw new Error(`${file} imports ${match[1]}, which the release's contracts do not`)
      pending.push(posix.normalize(posix.join(posix.dirname(file), match[1]!)))
    }
  }
  return sources
}

function build(gitDir: string): PasskeyRelease {
  const solc = require('solc-0.8.26') as { version(): string; compile(input: string): string }
  if (solc.version() !== COMPILER) throw new Error(`solc-0.8.26 is ${solc.version()}, not ${COMPILER}`)
  const tagged = git(gitDir, 'rev-parse', `${SOURCE.tag}^{commit}`).trim()
  if (tagged !== SOURCE.commit) throw new Error(`${SOURCE.tag} is ${tagged} in ${gitDir}, not ${SOURCE.commit}`)

  const contracts = CONTRACTS.map(({ name, source, settings }) => {
    const input = {
      language: 'Solidity',
      sources: sourcesOf(gitDir, source),
      settings: { ...settings, outputSelection: { [source]: { [name]: ['evm.bytecode.object'] } } },
    }
    const output = solcOutput.parse(JSON.parse(solc.compile(JSON.stringify(input))))
    const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
    if (errors.length > 0) throw new Error(`solc failed on ${name}:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
    const object = output.contracts?.[source]?.[name]?.evm.bytecode.object
    if (!object) throw new Error(`solc produced no ${name}`)
    const creationCode: Hex = `0x${object}`
    const address = getContractAddress({ opcode: 'CREATE2', from: SAFE_4337.singletonFactory, salt: zeroHash, bytecode: creationCode })
    return { name, source, settings, address, creationCode }
  })
  return passkeyRelease.parse({ source: SOURCE, compiler: COMPILER, factory: SAFE_4337.singletonFactory, salt: zeroHash, contracts })
}

const gitDir = process.argv[2]
if (!gitDir) throw new Error('usage: npm run seed:passkey-release -- <safe-modules git dir>')
const release = build(gitDir)
await writeFile(PASSKEY_RELEASE_FILE, `${JSON.stringify(release, null, 2)}\n`)
for (const { name, address } of release.contracts) console.log(`${name.padEnd(26)} ${address}`)
