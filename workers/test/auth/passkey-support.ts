import { PasskeyPaths, passkeyChallenge, type PasskeyAssertion, type PasskeyChallenge, type PasskeyPurpose, type PasskeyRegistration } from '@porthole/protocol'
import { Base64, Bytes, Cbor, CoseKey, Hash, Hex, P256, PublicKey, Signature } from 'ox'
import { BASE } from '../support.js'
import { workerFetch } from '../smart-account/support.js'

/**
 * A software authenticator, as a browser's platform authenticator answers `navigator.credentials`:
 * a P-256 key pair, attestation 'none', user present and verified, a signature counter it keeps
 * (or not, starting at 0 and staying there).
 */

const RP_ID = new URL(BASE).hostname
const base64url = (bytes: Uint8Array) => Base64.fromBytes(bytes, { url: true, pad: false })

type Ceremony = { origin?: string; rpId?: string }

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, { origin = BASE }: Ceremony): string {
  return JSON.stringify({ type, challenge: base64url(Bytes.fromHex(challenge as Hex.Hex)), origin, crossOrigin: false })
}

const counterBytes = (counter: number) => Bytes.fromNumber(counter, { size: 4 })

export class SoftwareAuthenticator {
  readonly #privateKey: Hex.Hex
  readonly publicKey: Hex.Hex
  readonly rawId = crypto.getRandomValues(new Uint8Array(16))
  readonly id = base64url(this.rawId)
  /** The counter's next value; 0 for an authenticator that keeps none. */
  counter: number

  constructor({ counter = 1 }: { counter?: number } = {}) {
    const { privateKey, publicKey } = P256.createKeyPair()
    this.#privateKey = privateKey
    this.publicKey = PublicKey.toHex(publicKey)
    this.counter = counter
  }

  register(challenge: string, ceremony: Ceremony = {}): PasskeyRegistration {
    const attested = Bytes.concat(
      new Uint8Array(16), // AAGUID: none
      Bytes.fromNumber(this.rawId.length, { size: 2 }),
      this.rawId,
      Bytes.fromHex(CoseKey.fromPublicKey(PublicKey.fromHex(this.publicKey))),
    )
    const flags = 0x01 | 0x04 | 0x40 // user present, user verified, attested credential data
    const authData = Bytes.concat(this.#rpIdHash(ceremony), Uint8Array.of(flags), counterBytes(this.#count()), attested)
    const attestationObject = Cbor.encode({ fmt: 'none', attStmt: {}, authData }, { as: 'Bytes' })
    return {
      id: this.id,
      clientDataJSON: base64url(Bytes.fromString(clientData('webauthn.create', challenge, ceremony))),
      attestationObject: base64url(attestationObject),
    }
  }

  /** An assertion over the challenge, signed by this authenticator's key or by `signer`'s. */
  assert(challenge: string, ceremony: Ceremony & { signer?: SoftwareAuthenticator } = {}): PasskeyAssertion {
    const authenticatorData = Bytes.concat(this.#rpIdHash(ceremony), Uint8Array.of(0x01 | 0x04), counterBytes(this.#count()))
    const clientDataJSON = clientData('webauthn.get', challenge, ceremony)
    const signer = ceremony.signer ?? this
    const signature = P256.sign({
      payload: Bytes.concat(authenticatorData, Hash.sha256(Bytes.fromString(clientDataJSON))),
      privateKey: signer.#privateKey,
      hash: true,
    })
    return { id: this.id, authenticatorData: Hex.fromBytes(authenticatorData), clientDataJSON, signature: Signature.toDerHex(signature) }
  }

  #rpIdHash({ rpId = RP_ID }: Ceremony): Uint8Array {
    return Hash.sha256(Bytes.fromString(rpId))
  }

  #count(): number {
    return this.counter === 0 ? 0 : this.counter++
  }
}

/** POST to a passkey route, as the frame (or the approval window) on the worker's origin sends it. */
export const passkeyPost = (path: string, body: unknown, vars: Partial<Env> = {}) =>
  workerFetch(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Origin: BASE } }, vars)

export async function newChallenge(purpose: PasskeyPurpose): Promise<PasskeyChallenge> {
  const response = await passkeyPost(PasskeyPaths.challenge, { purpose })
  if (response.status !== 200) throw new Error(`no challenge: ${await response.text()}`)
  return passkeyChallenge().parse(await response.json())
}
