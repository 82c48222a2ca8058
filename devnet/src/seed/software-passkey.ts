import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, concat, hexToBytes, stringToBytes, toHex, type Hex } from 'viem'
import { toWebAuthnAccount, type WebAuthnAccount } from 'viem/account-abstraction'

/** The relying party the software passkey signs for, as a browser names it in the local stack's frame. */
export const PASSKEY_RELYING_PARTY = { id: 'localhost', origin: 'http://localhost:8787' } as const

/** authenticatorData flags: user present (0x01) and user verified (0x04), as a platform passkey asserts. */
const USER_PRESENT_AND_VERIFIED = 0x05

/**
 * A WebAuthn account whose authenticator is a P-256 key in memory, for tests that need real
 * WebAuthn assertions without a browser: it answers viem's credential request as
 * `navigator.credentials.get` does (authenticatorData, clientDataJSON, a DER signature over
 * authenticatorData ‖ sha256(clientDataJSON)), so the account's signing path is the browser's.
 */
export function softwarePasskey(privateKey: Uint8Array = p256.utils.randomPrivateKey()): WebAuthnAccount {
  const publicKey = bytesToHex(p256.getPublicKey(privateKey, false))
  const id = Buffer.from(sha256(hexToBytes(publicKey))).toString('base64url')
  return toWebAuthnAccount({
    credential: { id, publicKey },
    rpId: PASSKEY_RELYING_PARTY.id,
    getFn: async (options) => {
      const request = options?.publicKey
      if (!request?.rpId) throw new Error('the credential request names no relying party')
      const authenticatorData: Hex = concat([toHex(sha256(stringToBytes(request.rpId))), toHex(USER_PRESENT_AND_VERIFIED, { size: 1 }), toHex(0, { size: 4 })])
      const challenge = Buffer.from(request.challenge as Uint8Array).toString('base64url')
      const clientDataJSON = JSON.stringify({ type: 'webauthn.get', challenge, origin: PASSKEY_RELYING_PARTY.origin, crossOrigin: false })
      const signed = sha256(concat([hexToBytes(authenticatorData), sha256(stringToBytes(clientDataJSON))]))
      const signature = p256.sign(signed, privateKey, { lowS: true }).toDERRawBytes()
      const response = { authenticatorData: hexToBytes(authenticatorData), clientDataJSON: stringToBytes(clientDataJSON), signature }
      return { id, type: 'public-key', response } as unknown as Credential
    },
  })
}
