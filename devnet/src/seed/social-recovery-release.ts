import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { concat, encodeAbiParameters, type Hex } from 'viem'
import * as z from 'zod'

/** Candide's Social Recovery Module 0.0.1 as built from its source by recovery-module-build.ts, checked in. */
export const RECOVERY_RELEASE_FILE = fileURLToPath(new URL('social-recovery-0.0.1.json', import.meta.url))

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const commit = z.string().regex(/^[0-9a-f]{40}$/)

export const recoveryRelease = z.object({
  /** The commit the module's sources were read from (the one Ackee's report names); Candide tagged no release of it. */
  source: z.object({ repository: z.string(), commit, tag: z.string().optional() }),
  /**
   * What was deployed is Safe's package of that commit, where the sources are a dependency named
   * `candide-contracts`: the prefix is part of every source name, so of the metadata hash.
   */
  packaging: z.object({ repository: z.string(), commit, directory: z.string(), sourcePrefix: z.string() }),
  /** The npm packages the module imports, with the integrity Candide's yarn.lock pins. */
  dependencies: z.record(z.string(), z.object({ version: z.string(), integrity: z.string() })),
  compiler: z.string(),
  /** The CREATE2 factory every period's module was deployed through, and its salt. */
  factory: address,
  salt: hex,
  contract: z.object({
    name: z.literal('SocialRecoveryModule'),
    source: z.string(),
    /** solc's standard-JSON settings, output selection aside. */
    settings: z.record(z.string(), z.unknown()),
    /** Without the constructor's argument (the recovery period): recoveryModuleCreationCode appends it. */
    creationCode: hex,
  }),
  /** One module per recovery period, named as abstractionkit's SocialRecoveryModuleGracePeriodSelector names them. */
  deployments: z.array(z.object({ name: z.string(), periodSeconds: z.number().int().positive(), address })),
})
export type RecoveryRelease = z.infer<typeof recoveryRelease>

let checkedIn: RecoveryRelease | undefined

/** The checked-in build, read once: recoveryModuleCreationCode needs it synchronously. */
export function readRecoveryRelease(): RecoveryRelease {
  checkedIn ??= recoveryRelease.parse(JSON.parse(readFileSync(RECOVERY_RELEASE_FILE, 'utf8')))
  return checkedIn
}

/** The module's creation code for a recovery period: the bytecode followed by abi.encode(period). */
export function recoveryModuleCreationCode(periodSeconds: bigint): Hex {
  return concat([readRecoveryRelease().contract.creationCode as Hex, encodeAbiParameters([{ type: 'uint256' }], [periodSeconds])])
}
