import type { PasskeyOperationSignature } from '@porthole/protocol'
import * as Base64 from 'ox/Base64'
import * as Hex from 'ox/Hex'
import { toWebAuthnAccount, type WebAuthnAccount } from 'viem/account-abstraction'
import * as z from 'zod'

/** The passkey signed another operation than the one it is sent with. */
export class AssertionMismatchError extends Error {
  override name = 'AssertionMismatchError'
  readonly code = 'assertionMismatch'
  constructor() {
    super('The passkey signed another operation than this one')
  }
}

const clientData = z.object({ type: z.literal('webauthn.get'), challenge: z.string() })

/** The hash an assertion was made over: its client data's challenge, or undefined if it names none. */
function challengeOf(clientDataJSON: string): Hex.Hex | undefined {
  try {
    const parsed = clientData.safeParse(JSON.parse(clientDataJSON))
    return parsed.success ? Hex.fromBytes(Base64.toBytes(parsed.data.challenge)) : undefined
  } catch {
    return undefined
  }
}

/**
 * The visitor's passkey as permissionless' Safe asks it to sign: it hands over the assertion the
 * approval window made, for exactly the hash it was made over (the operation's SafeOp hash, which
 * permissionless computes again here), and for no other. The worker holds no key of it.
 */
export function assertedOwner(credential: { id: string; publicKey: Hex.Hex }, assertion: PasskeyOperationSignature): WebAuthnAccount {
  const passkey = toWebAuthnAccount({ credential })
  const { authenticatorData, clientDataJSON, signature } = assertion
  return {
    ...passkey,
    async sign({ hash }) {
      if (challengeOf(clientDataJSON)?.toLowerCase() !== hash.toLowerCase()) throw new AssertionMismatchError()
      return {
        signature: signature as Hex.Hex,
        webauthn: {
          authenticatorData: authenticatorData as Hex.Hex,
          clientDataJSON,
          challengeIndex: clientDataJSON.indexOf('"challenge"'),
          typeIndex: clientDataJSON.indexOf('"type"'),
          userVerificationRequired: true,
        },
        raw: { id: credential.id } as never,
      }
    },
  }
}
