import * as z from 'zod'
import { readKeks, type KekVariables } from '../src/auth/kek.js'
import { resealWalletKey } from '../src/auth/wallet-key.js'
import { sqlString } from './sql.js'

/** Rows re-encrypted per UPDATE statement: one wrangler call each. */
export const ROTATION_BATCH = 100

export class RotationError extends Error {
  override name = 'RotationError'
}

const accountRow = z.object({ id: z.string().min(1), encrypted_key: z.string().regex(/^0x[0-9a-f]+$/i), kek_version: z.number().int() })

export const selectUnderVersionSql = (version: number, limit: number) =>
  `SELECT id, encrypted_key, kek_version FROM accounts WHERE kek_version = ${Math.trunc(version)} ORDER BY id LIMIT ${Math.trunc(limit)}`

/**
 * The KEKs a rotation from `fromVersion` needs: the current one (the new
 * version) and EMBEDDED_WALLET_KEK_PREVIOUS, which must be that version's.
 */
export async function rotationKeks(vars: KekVariables, fromVersion: number) {
  const keks = await readKeks(vars)
  if (!keks.previous) throw new RotationError('Set EMBEDDED_WALLET_KEK_PREVIOUS to the KEK the keys are under now')
  if (keks.previous.version !== fromVersion) {
    throw new RotationError(`--from-version ${fromVersion} must be EMBEDDED_WALLET_KEK_VERSION - 1 (${keks.previous.version}); EMBEDDED_WALLET_KEK is version ${keks.current.version}`)
  }
  return keks
}

/**
 * One UPDATE re-encrypting these rows under the current KEK. It changes only
 * rows still under the old version, so a rerun or a concurrent rotation
 * cannot overwrite a key twice.
 */
export async function rotationSql(keks: Awaited<ReturnType<typeof rotationKeks>>, rows: unknown[]): Promise<string> {
  const fromVersion = keks.previous!.version
  const resealed = await Promise.all(
    rows.map(async (raw) => {
      const row = accountRow.parse(raw)
      if (row.kek_version !== fromVersion) throw new RotationError(`account ${row.id} is under KEK version ${row.kek_version}, not ${fromVersion}`)
      const key = await resealWalletKey(keks, row.id, { encryptedKey: row.encrypted_key as `0x${string}`, kekVersion: row.kek_version })
      return { id: row.id, encryptedKey: key.encryptedKey }
    }),
  )
  const cases = resealed.map((r) => `WHEN ${sqlString(r.id)} THEN ${sqlString(r.encryptedKey)}`).join(' ')
  const ids = resealed.map((r) => sqlString(r.id)).join(', ')
  return `UPDATE accounts SET encrypted_key = CASE id ${cases} END, kek_version = ${keks.current.version} WHERE kek_version = ${fromVersion} AND id IN (${ids}) RETURNING id`
}
