import * as z from 'zod'
import { readKeks, type KekVariables } from '../src/auth/kek.js'
import type { SealedKey } from '../src/auth/key-sealing.js'
import { resealSolanaKey } from '../src/auth/solana-key.js'
import { resealWalletKey } from '../src/auth/wallet-key.js'
import { sqlString } from './sql.js'

/** Rows re-encrypted per UPDATE statement: one wrangler call each. */
export const ROTATION_BATCH = 100

export class RotationError extends Error {
  override name = 'RotationError'
}

/**
 * The sealed keys of an account row, each in its own pair of columns: the EVM
 * key and the Solana key (NULL until an account from before Solana signs in).
 */
export const SEALED_KEYS = [
  { name: 'EVM', keyColumn: 'encrypted_key', versionColumn: 'kek_version', reseal: resealWalletKey },
  { name: 'Solana', keyColumn: 'solana_encrypted_key', versionColumn: 'solana_kek_version', reseal: resealSolanaKey },
] as const
export type SealedKeyKind = (typeof SEALED_KEYS)[number]

const accountRow = z.object({ id: z.string().min(1), sealed: z.string().regex(/^0x[0-9a-f]+$/i), version: z.number().int() })

export const selectUnderVersionSql = (kind: SealedKeyKind, version: number, limit: number) =>
  `SELECT id, ${kind.keyColumn} AS sealed, ${kind.versionColumn} AS version FROM accounts WHERE ${kind.versionColumn} = ${Math.trunc(version)} ORDER BY id LIMIT ${Math.trunc(limit)}`

/**
 * The KEKs a rotation from `fromVersion` needs: the current one (the new
 * version) and EMBEDDED_WALLET_KEK_PREVIOUS, which must be that version's.
 */
export async function rotationKeks(vars: KekVariables, fromVersion: number) {
  const keks = await readKeks(vars)
  if (!keks.previous) throw new RotationError('Set EMBEDDED_WALLET_KEK_PREVIOUS to the KEK the keys are under now')
  if (keks.previous.version !== fromVersion) {
    throw new RotationError(
      `--from-version ${fromVersion} must be EMBEDDED_WALLET_KEK_VERSION - 1 (${keks.previous.version}); EMBEDDED_WALLET_KEK is version ${keks.current.version}`,
    )
  }
  return keks
}

/**
 * One UPDATE re-encrypting this kind of key of these rows under the current
 * KEK. It changes only keys still under the old version, so a rerun or a
 * concurrent rotation cannot overwrite a key twice.
 */
export async function rotationSql(keks: Awaited<ReturnType<typeof rotationKeks>>, kind: SealedKeyKind, rows: unknown[]): Promise<string> {
  const fromVersion = keks.previous!.version
  const resealed = await Promise.all(
    rows.map(async (raw) => {
      const row = accountRow.parse(raw)
      if (row.version !== fromVersion)
        throw new RotationError(`the ${kind.name} key of account ${row.id} is under KEK version ${row.version}, not ${fromVersion}`)
      const key = await kind.reseal(keks, row.id, { encryptedKey: row.sealed as SealedKey['encryptedKey'], kekVersion: row.version })
      return { id: row.id, encryptedKey: key.encryptedKey }
    }),
  )
  const cases = resealed.map((r) => `WHEN ${sqlString(r.id)} THEN ${sqlString(r.encryptedKey)}`).join(' ')
  const ids = resealed.map((r) => sqlString(r.id)).join(', ')
  return (
    `UPDATE accounts SET ${kind.keyColumn} = CASE id ${cases} END, ${kind.versionColumn} = ${keks.current.version} ` +
    `WHERE ${kind.versionColumn} = ${fromVersion} AND id IN (${ids}) RETURNING id`
  )
}
