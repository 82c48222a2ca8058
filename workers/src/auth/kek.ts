import { hexToBytes } from 'viem'
import * as z from 'zod'

/**
 * The key-encryption keys of embedded wallets (docs/operators.md "Embedded
 * wallets: who holds the keys"): the current one, its version, and during a
 * rotation the previous one, which decrypts rows of the version before.
 */

/**
 * The development KEK `npm start` passes (devnet/src/config.ts re-exports it).
 * It is public, so outside development the worker refuses to use it.
 */
export const PUBLISHED_DEV_KEK = '6465762d6f6e6c792d6b65792d6e657665722d7573652d696e2d70726f642121'

export class KekConfigError extends Error {
  override name = 'KekConfigError'
}

export type Kek = { version: number; key: CryptoKey }
export type Keks = { current: Kek; previous?: Kek }

/** The variables the worker (env) and the rotation CLI (process.env) read. */
export type KekVariables = {
  ENVIRONMENT?: string | undefined
  EMBEDDED_WALLET_KEK?: string | undefined
  EMBEDDED_WALLET_KEK_VERSION?: string | undefined
  EMBEDDED_WALLET_KEK_PREVIOUS?: string | undefined
}

const hexKey = z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (`openssl rand -hex 32`)')
const variables = z.object({
  EMBEDDED_WALLET_KEK: hexKey,
  EMBEDDED_WALLET_KEK_VERSION: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).default(1)),
  EMBEDDED_WALLET_KEK_PREVIOUS: z.preprocess((v) => (v === '' ? undefined : v), hexKey.optional()),
})

const importKek = (hex: string) => crypto.subtle.importKey('raw', new Uint8Array(hexToBytes(`0x${hex}`)), 'AES-GCM', false, ['encrypt', 'decrypt'])

/** The KEKs, checked: well formed, and not the published development key outside development. */
export async function readKeks(vars: KekVariables): Promise<Keks> {
  const parsed = variables.safeParse(vars)
  if (!parsed.success) throw new KekConfigError(`Embedded wallets are misconfigured: ${z.prettifyError(parsed.error)}`)
  const { EMBEDDED_WALLET_KEK: current, EMBEDDED_WALLET_KEK_VERSION: version, EMBEDDED_WALLET_KEK_PREVIOUS: previous } = parsed.data
  const published = [current, previous].some((hex) => hex?.toLowerCase() === PUBLISHED_DEV_KEK)
  if (published && vars.ENVIRONMENT !== 'development') {
    throw new KekConfigError('EMBEDDED_WALLET_KEK is the published development key: set a secret of your own (`openssl rand -hex 32`)')
  }
  if (previous !== undefined && version < 2) throw new KekConfigError('EMBEDDED_WALLET_KEK_PREVIOUS needs EMBEDDED_WALLET_KEK_VERSION 2 or more')
  return {
    current: { version, key: await importKek(current) },
    ...(previous === undefined ? {} : { previous: { version: version - 1, key: await importKek(previous) } }),
  }
}

/** The KEK that decrypts a row of this version. */
export function kekFor(keks: Keks, version: number): CryptoKey {
  if (version === keks.current.version) return keks.current.key
  if (version === keks.previous?.version) return keks.previous.key
  throw new KekConfigError(`A wallet key is under KEK version ${version}, which this worker does not hold (current ${keks.current.version})`)
}
