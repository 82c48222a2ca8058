import * as z from 'zod/mini'
import { lazy } from './lazy.js'

/**
 * A passkey account's operation and the passkey's assertion of it, as the frame hands them to the
 * approval window and the window answers: the frame's start reads these, the rest of the signing
 * API (passkey-operation-api.ts) only a passkey account's code.
 */

const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const bytes = () => z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))

/** An EntryPoint v0.7 UserOperation as a bundler's JSON-RPC carries it, with the account's stub signature. */
export const passkeyUserOperation = lazy(() =>
  z.object({
    sender: address(),
    nonce: quantity(),
    factory: z.optional(address()),
    factoryData: z.optional(bytes()),
    callData: bytes(),
    callGasLimit: quantity(),
    verificationGasLimit: quantity(),
    preVerificationGas: quantity(),
    maxFeePerGas: quantity(),
    maxPriorityFeePerGas: quantity(),
    paymaster: z.optional(address()),
    paymasterVerificationGasLimit: z.optional(quantity()),
    paymasterPostOpGasLimit: z.optional(quantity()),
    paymasterData: z.optional(bytes()),
    signature: bytes(),
  }),
)
export type PasskeyUserOperation = z.infer<ReturnType<typeof passkeyUserOperation>>

/**
 * The passkey's WebAuthn assertion of an operation's SafeOp hash, made in the approval window:
 * `signature` is r ‖ s; `id` is the credential that made it, any of the account's passkeys (none:
 * the one the session signed in with). The worker encodes it as that passkey's signer reads it.
 */
export const passkeyOperationSignature = lazy(() =>
  z.object({
    id: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(1_024))),
    authenticatorData: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})+$/), z.maxLength(2_048)),
    clientDataJSON: z.string().check(z.maxLength(4_096)),
    signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{128}$/)),
  }),
)
export type PasskeyOperationSignature = z.infer<ReturnType<typeof passkeyOperationSignature>>
