import { getPublicKeyFromAddress, verifySignature, type SignatureBytes } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import { rotationKeks, rotationSql, SEALED_KEYS, selectUnderVersionSql } from '../../cli/key-rotation.js'
import { PUBLISHED_DEV_KEK } from '../../src/auth/kek.js'
import { createSolanaKey, unsealSolanaKey } from '../../src/auth/solana-key.js'
import { createWalletKey, unsealWallet } from '../../src/auth/wallet-key.js'

const OLD = '11'.repeat(32)
const NEW = '22'.repeat(32)
const v1 = { ENVIRONMENT: 'production', EMBEDDED_WALLET_KEK: OLD } as Env
const rotating = { ENVIRONMENT: 'production', EMBEDDED_WALLET_KEK: NEW, EMBEDDED_WALLET_KEK_VERSION: '2', EMBEDDED_WALLET_KEK_PREVIOUS: OLD } as Env
const v2 = { ENVIRONMENT: 'production', EMBEDDED_WALLET_KEK: NEW, EMBEDDED_WALLET_KEK_VERSION: '2' } as Env
const [EVM, SOLANA] = SEALED_KEYS

/** EVM keys made under KEK version 1, as D1 rows. */
async function accountsUnderV1(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const id = crypto.randomUUID()
      const { address, encryptedKey, kekVersion } = await createWalletKey(v1, id)
      return { address, row: { id, sealed: encryptedKey, version: kekVersion } }
    }),
  )
}

/** The values the rotation's UPDATE sets for one id. */
function resealedKeyOf(sql: string, id: string): `0x${string}` {
  return new RegExp(`WHEN '${id}' THEN '(0x[0-9a-f]+)'`).exec(sql)![1] as `0x${string}`
}

describe('KEK rotation', () => {
  it('re-encrypts keys under the new KEK: the same signer, version 2, unreadable with the old KEK alone', async () => {
    const accounts = await accountsUnderV1(3)
    expect(accounts.every((a) => a.row.version === 1)).toBe(true)
    const sql = await rotationSql(
      await rotationKeks(rotating, 1),
      EVM,
      accounts.map((a) => a.row),
    )
    expect(sql).toMatch(/^UPDATE accounts SET encrypted_key = CASE id .* END, kek_version = 2 WHERE kek_version = 1 AND id IN \(/)
    for (const { address, row } of accounts) {
      const key = { encryptedKey: resealedKeyOf(sql, row.id), kekVersion: 2 }
      expect((await unsealWallet(v2, row.id, key)).address).toBe(address)
      await expect(unsealWallet({ ...v1, EMBEDDED_WALLET_KEK_VERSION: '2' } as Env, row.id, key)).rejects.toThrow()
    }
  })

  it('re-encrypts Solana keys in their own columns: the same address, and a signature its public key verifies', async () => {
    const id = crypto.randomUUID()
    const { address, ...key } = await createSolanaKey(v1, id)
    const sql = await rotationSql(await rotationKeks(rotating, 1), SOLANA, [{ id, sealed: key.encryptedKey, version: key.kekVersion }])
    expect(sql).toMatch(/^UPDATE accounts SET solana_encrypted_key = CASE id .* END, solana_kek_version = 2 WHERE solana_kek_version = 1 AND id IN \(/)
    const signer = await unsealSolanaKey(v2, id, address, { encryptedKey: resealedKeyOf(sql, id), kekVersion: 2 })
    const message = new TextEncoder().encode('rotated')
    expect(await verifySignature(await getPublicKeyFromAddress(address), (await signer.sign(message)) as SignatureBytes, message)).toBe(true)
    // The Solana key is sealed for its own column: it does not open as the EVM key of the same row.
    await expect(unsealWallet(v1, id, key)).rejects.toThrow()
    await expect(unsealSolanaKey(v1, crypto.randomUUID(), address, key)).rejects.toThrow()
  })

  it('keeps both versions readable by the worker during the rotation, and names a version it does not hold', async () => {
    const [{ address, row }] = (await accountsUnderV1(1)) as [Awaited<ReturnType<typeof accountsUnderV1>>[number]]
    const old = { encryptedKey: row.sealed, kekVersion: 1 }
    expect((await unsealWallet(rotating, row.id, old)).address).toBe(address)
    expect((await createWalletKey(rotating, crypto.randomUUID())).kekVersion).toBe(2)
    expect((await createSolanaKey(rotating, crypto.randomUUID())).kekVersion).toBe(2)
    await expect(unsealWallet(v2, row.id, old)).rejects.toThrow(/KEK version 1, which this worker does not hold/)
  })

  it('refuses a rotation it cannot do, with the reason', async () => {
    await expect(rotationKeks(v2, 1)).rejects.toThrow(/EMBEDDED_WALLET_KEK_PREVIOUS/)
    await expect(rotationKeks(rotating, 3)).rejects.toThrow(/--from-version 3 must be EMBEDDED_WALLET_KEK_VERSION - 1 \(1\)/)
    await expect(rotationKeks({ ...rotating, EMBEDDED_WALLET_KEK: PUBLISHED_DEV_KEK } as Env, 1)).rejects.toThrow(/published development key/)
    const [{ row }] = (await accountsUnderV1(1)) as [Awaited<ReturnType<typeof accountsUnderV1>>[number]]
    await expect(rotationSql(await rotationKeks(rotating, 1), EVM, [{ ...row, version: 2 }])).rejects.toThrow(
      /EVM key of account .* is under KEK version 2, not 1/,
    )
    expect(selectUnderVersionSql(EVM, 1, 100)).toBe(
      'SELECT id, encrypted_key AS sealed, kek_version AS version FROM accounts WHERE kek_version = 1 ORDER BY id LIMIT 100',
    )
    expect(selectUnderVersionSql(SOLANA, 1, 100)).toBe(
      'SELECT id, solana_encrypted_key AS sealed, solana_kek_version AS version FROM accounts WHERE solana_kek_version = 1 ORDER BY id LIMIT 100',
    )
  })
})
