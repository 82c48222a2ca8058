import * as Base64 from 'ox/Base64'
import * as Bytes from 'ox/Bytes'
import type * as Hex from 'ox/Hex'
import * as PublicKey from 'ox/PublicKey'
import * as Registration from 'ox/webauthn/Registration'
import type { CreatedPasskey, PasskeyCreation } from '../approval-window/passkey-window-messages.js'

const base64url = (buffer: ArrayBuffer) => Base64.fromBytes(new Uint8Array(buffer), { url: true, pad: false })

/**
 * The browser's ceremony that makes a passkey for the worker's registration
 * challenge, run in the first-party window: a discoverable P-256 credential
 * (so a returning visitor picks it from any device it syncs to), with user
 * verification. `accountName` is what the visitor's passkey list shows.
 */
export async function createPasskey({ challenge }: PasskeyCreation, accountName: string): Promise<CreatedPasskey> {
  const credential = await Registration.create({
    challenge: challenge.challenge as Hex.Hex,
    rp: { id: challenge.rpId, name: accountName },
    user: { id: Bytes.fromHex((challenge.userId ?? '0x') as Hex.Hex), name: accountName, displayName: accountName },
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    attestation: 'none',
  })
  return {
    id: credential.id,
    clientDataJSON: base64url(credential.clientDataJSON),
    attestationObject: base64url(credential.attestationObject),
    publicKey: PublicKey.toHex(credential.publicKey),
  }
}
