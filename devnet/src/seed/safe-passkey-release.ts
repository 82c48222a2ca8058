import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'

/** Safe's passkey release 0.2.1 as built from its source by safe-passkey-build.ts, checked in. */
export const PASSKEY_RELEASE_FILE = fileURLToPath(new URL('safe-passkey-0.2.1.json', import.meta.url))

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

export const passkeyRelease = z.object({
  /** The commit the sources were read from, and the release tag that names it. */
  source: z.object({ repository: z.string(), tag: z.string(), commit: z.string().regex(/^[0-9a-f]{40}$/), directory: z.string() }),
  compiler: z.string(),
  /** The CREATE2 factory the release was deployed through, and its salt. */
  factory: address,
  salt: hex,
  contracts: z.array(
    z.object({
      name: z.enum(['SafeWebAuthnSignerFactory', 'SafeWebAuthnSharedSigner', 'FCLP256Verifier']),
      source: z.string(),
      /** solc's standard-JSON settings, output selection aside. */
      settings: z.record(z.string(), z.unknown()),
      address,
      creationCode: hex,
    }),
  ),
})
export type PasskeyRelease = z.infer<typeof passkeyRelease>

/** The checked-in build. */
export async function readPasskeyRelease(): Promise<PasskeyRelease> {
  return passkeyRelease.parse(JSON.parse(await readFile(PASSKEY_RELEASE_FILE, 'utf8')))
}
