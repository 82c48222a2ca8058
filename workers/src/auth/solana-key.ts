import { getAddressDecoder, type Address } from '@solana/addresses'
import { readKeks, type Keks } from './kek.js'
import { openSecret, resealSecret, sealSecret, type SealedKey } from './key-sealing.js'

/**
 * The embedded wallet's Solana key: an Ed25519 key pair made by WebCrypto,
 * whose private key (PKCS #8, as WebCrypto exports it) is sealed at rest
 * exactly like the EVM key, under additional data of its own so neither
 * ciphertext can stand in for the other. The address is the raw public key in
 * base58. Unsealed, it is a non-extractable CryptoKey that lives for one request.
 */

const ED25519 = { name: 'Ed25519' } as const

const additionalData = (accountId: string) => `porthole-embedded-solana:${accountId}`

export type SolanaSigner = { address: Address; sign(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> }

/** A new key, returned only as its address and its encrypted form. */
export async function createSolanaKey(env: Env, accountId: string): Promise<{ address: Address } & SealedKey> {
  const { current } = await readKeks(env)
  const pair = (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair
  const [privateKey, publicKey] = await Promise.all([crypto.subtle.exportKey('pkcs8', pair.privateKey), crypto.subtle.exportKey('raw', pair.publicKey)])
  const sealed = await sealSecret(current, additionalData(accountId), new Uint8Array(privateKey))
  return { address: getAddressDecoder().decode(new Uint8Array(publicKey)), ...sealed }
}

/** The account's Solana signer (its stored address and sealed key), decrypted for one request and never stored decrypted. */
export async function unsealSolanaKey(env: Env, accountId: string, address: Address, key: SealedKey): Promise<SolanaSigner> {
  const pkcs8 = await openSecret(await readKeks(env), additionalData(accountId), key)
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, ED25519, false, ['sign'])
  pkcs8.fill(0)
  return { address, sign: async (bytes) => new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, bytes)) }
}

/** Rotation: the same key under the current KEK (the rotation CLI). */
export function resealSolanaKey(keks: Keks, accountId: string, key: SealedKey): Promise<SealedKey> {
  return resealSecret(keks, additionalData(accountId), key)
}
