import { PasskeyFlowMessages, UnauthorizedProviderError, type PasskeyChallenge, type PasskeySignedIn } from '@porthole/protocol'
import { Base64, Bytes, Hash, Hex, P256, PublicKey, Signature } from 'ox'
import { describe, expect, it } from 'vitest'
import { checkRegistration, checkSignIn } from './passkey-account.js'

const ORIGIN = 'http://localhost:8787'
const challenge: PasskeyChallenge = { challengeId: crypto.randomUUID(), challenge: Hex.random(32), rpId: 'localhost' }

/** A passkey in memory: its key pair and an assertion for a challenge, as an authenticator and the browser would make it. */
function softwarePasskey() {
  const privateKey = P256.randomPrivateKey()
  const publicKey = PublicKey.toHex(P256.getPublicKey({ privateKey }))
  const id = Base64.fromBytes(Bytes.random(16), { url: true, pad: false })
  const assert = ({ origin = ORIGIN, rpId = challenge.rpId } = {}) => {
    // rpIdHash ‖ flags (user present, user verified) ‖ sign count 1
    const authenticatorData = Hex.concat(Hash.sha256(Hex.fromString(rpId)), '0x05', '0x00000001')
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.get',
      challenge: Base64.fromHex(challenge.challenge as Hex.Hex, { url: true, pad: false }),
      origin,
    })
    const payload = Hex.concat(authenticatorData, Hash.sha256(Hex.fromString(clientDataJSON)))
    const signature = P256.sign({ payload, privateKey, hash: true })
    return { id, authenticatorData, clientDataJSON, signature: Signature.toDerHex(signature) }
  }
  return { id, publicKey, assert }
}

const answer = (passkey: { id: string; publicKey: string }): PasskeySignedIn => ({
  token: 'ph_token',
  expiresAt: Date.now() + 60_000,
  credentialId: passkey.id,
  publicKey: passkey.publicKey,
  address: '0x1111111111111111111111111111111111111111',
})

const refusal = (run: () => void) => {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe("the frame's check of a passkey sign-in", () => {
  it('accepts the assertion under the key the worker returned', () => {
    const passkey = softwarePasskey()
    expect(() => checkSignIn(passkey.assert(), challenge, answer(passkey), ORIGIN)).not.toThrow()
  })

  it('refuses a worker that answers with another public key, before any address is shown', () => {
    const passkey = softwarePasskey()
    const error = refusal(() => checkSignIn(passkey.assert(), challenge, answer({ id: passkey.id, publicKey: softwarePasskey().publicKey }), ORIGIN))
    expect(error).toBeInstanceOf(UnauthorizedProviderError)
    expect(error).toMatchObject({ code: 4100, message: PasskeyFlowMessages.keyMismatch })
  })

  it('refuses an answer for another credential, another challenge or another origin', () => {
    const passkey = softwarePasskey()
    expect(refusal(() => checkSignIn(passkey.assert(), challenge, answer({ id: 'other', publicKey: passkey.publicKey }), ORIGIN))).toBeInstanceOf(
      UnauthorizedProviderError,
    )
    const otherChallenge = { ...challenge, challenge: Hex.random(32) }
    expect(refusal(() => checkSignIn(passkey.assert(), otherChallenge, answer(passkey), ORIGIN))).toBeInstanceOf(UnauthorizedProviderError)
    expect(refusal(() => checkSignIn(passkey.assert({ origin: 'https://evil.example' }), challenge, answer(passkey), ORIGIN))).toBeInstanceOf(
      UnauthorizedProviderError,
    )
  })
})

describe("the frame's check of a new passkey account", () => {
  it('holds when the worker kept the credential and key the window made, in any hex case', () => {
    const passkey = softwarePasskey()
    expect(() => checkRegistration(passkey, { ...answer(passkey), publicKey: passkey.publicKey.toUpperCase().replace('0X', '0x') })).not.toThrow()
  })

  it('refuses a worker that stored another key', () => {
    const passkey = softwarePasskey()
    expect(refusal(() => checkRegistration(passkey, answer({ id: passkey.id, publicKey: softwarePasskey().publicKey })))).toMatchObject({
      code: 4100,
      message: PasskeyFlowMessages.keyMismatch,
    })
  })
})
