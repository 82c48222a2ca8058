import { bytesToHex, hexToBytes, type Hex } from 'viem'
import { kekFor, type Kek, type Keks } from './kek.js'

/**
 * An embedded wallet's secret at rest: AES-GCM (WebCrypto) under a
 * key-encryption key (kek.ts), stored as hex of iv (12 bytes) || ciphertext,
 * with the KEK version it is under so a rotation can re-encrypt it. The
 * additional data names the key's kind and its account row, so a ciphertext
 * moved to another row or column does not decrypt.
 */

export type SealedKey = { encryptedKey: Hex; kekVersion: number }

export async function sealSecret(kek: Kek, additionalData: string, secret: Uint8Array): Promise<SealedKey> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(additionalData) },
    kek.key,
    new Uint8Array(secret),
  )
  const sealed = new Uint8Array(12 + ciphertext.byteLength)
  sealed.set(iv)
  sealed.set(new Uint8Array(ciphertext), 12)
  return { encryptedKey: bytesToHex(sealed), kekVersion: kek.version }
}

/** The secret, for one request: callers never keep it. */
export async function openSecret(keks: Keks, additionalData: string, key: SealedKey): Promise<Uint8Array<ArrayBuffer>> {
  const sealed = hexToBytes(key.encryptedKey)
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, 12), additionalData: new TextEncoder().encode(additionalData) },
    kekFor(keks, key.kekVersion),
    sealed.slice(12),
  )
  return new Uint8Array(plain)
}

/** Rotation: the same secret under the current KEK. */
export async function resealSecret(keks: Keks, additionalData: string, key: SealedKey): Promise<SealedKey> {
  return sealSecret(keks.current, additionalData, await openSecret(keks, additionalData, key))
}
