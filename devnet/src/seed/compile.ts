import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import * as z from 'zod'

const require = createRequire(import.meta.url)
const contractsDir = fileURLToPath(new URL('../../contracts/', import.meta.url))
const openZeppelinDir = dirname(require.resolve('@openzeppelin/contracts/package.json'))

export const CONTRACTS = ['PortholeToken', 'LegacyTetherToken', 'PortholeCollectible', 'PortholeSessionModule', 'PortholeIdRegistry'] as const
export type ContractName = (typeof CONTRACTS)[number]
export type Artifact = { abi: Abi; bytecode: Hex }
export type Artifacts = Record<ContractName, Artifact>

const artifact = z.object({ abi: z.array(z.any()), bytecode: z.string().regex(/^0x[0-9a-f]+$/) })
const artifacts = z.object(Object.fromEntries(CONTRACTS.map((name) => [name, artifact])) as Record<ContractName, typeof artifact>)

const output = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.any()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })))
    .optional(),
})

/** Resolves `@openzeppelin/contracts/...` imports from the npm package. */
async function readImport(path: string): Promise<string> {
  const prefix = '@openzeppelin/contracts/'
  if (!path.startsWith(prefix)) throw new Error(`cannot resolve import ${path}`)
  return readFile(join(openZeppelinDir, path.slice(prefix.length)), 'utf8')
}

/** Every source the contracts pull in, found by following their imports. */
async function collectSources(): Promise<Record<string, { content: string }>> {
  const sources: Record<string, { content: string }> = {}
  const pending: string[] = []
  for (const name of CONTRACTS) {
    sources[`${name}.sol`] = { content: await readFile(join(contractsDir, `${name}.sol`), 'utf8') }
    pending.push(`${name}.sol`)
  }
  while (pending.length > 0) {
    const file = pending.pop()!
    for (const match of sources[file]!.content.matchAll(/^import\s+(?:\{[^}]*\}\s+from\s+)?"([^"]+)";/gm)) {
      const target = match[1]!.startsWith('.') ? join(dirname(file), match[1]!) : match[1]!
      if (sources[target]) continue
      sources[target] = { content: await readImport(target) }
      pending.push(target)
    }
  }
  return sources
}

function compile(sources: Record<string, { content: string }>): Artifacts {
  const solc = require('solc') as { compile(input: string): string }
  const input = {
    language: 'Solidity',
    sources,
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  }
  const result = output.parse(JSON.parse(solc.compile(JSON.stringify(input))))
  const errors = (result.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) throw new Error(`solc failed:\n${errors.map((e) => e.formattedMessage).join('\n')}`)
  const entries = CONTRACTS.map((name) => {
    const compiled = result.contracts?.[`${name}.sol`]?.[name]
    if (!compiled) throw new Error(`solc produced no ${name}`)
    return [name, { abi: compiled.abi as Abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex }]
  })
  return Object.fromEntries(entries) as Artifacts
}

/**
 * The seeded contracts compiled with solc-js. Compiling takes seconds, so the
 * result is kept under `cacheDir` keyed by the sources and the compiler version.
 */
export async function compileContracts(cacheDir: string): Promise<Artifacts> {
  const sources = await collectSources()
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const key = createHash('sha256').update(solcVersion).update(JSON.stringify(sources)).digest('hex').slice(0, 16)
  const cacheFile = join(cacheDir, `contracts-${key}.json`)
  try {
    return artifacts.parse(JSON.parse(await readFile(cacheFile, 'utf8'))) as Artifacts
  } catch {
    const compiled = compile(sources)
    await mkdir(cacheDir, { recursive: true })
    await writeFile(cacheFile, JSON.stringify(compiled))
    return compiled
  }
}
