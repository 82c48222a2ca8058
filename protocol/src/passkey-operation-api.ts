import * as z from 'zod/mini'
import { lazy } from './lazy.js'
import { passkeyOperationSignature, passkeyUserOperation } from './passkey-user-operation.js'

const address = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const bytes = () => z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))

export const passkeyCall = lazy(() => z.object({ to: address(), value: quantity(), data: bytes() }))
export type PasskeyCall = z.infer<ReturnType<typeof passkeyCall>>

const operationCalls = () => z.array(passkeyCall()).check(z.minLength(1), z.maxLength(PASSKEY_OPERATION_MAX_CALLS))
const hex32 = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))
/**
 * A passkey account's transaction: the worker prepares the UserOperation (nonce, gas, paymaster),
 * the approval window checks it is exactly the request's calls from this account, has the passkey
 * sign its SafeOp hash there, and the worker sends the signed operation. The worker never signs.
 */
export const PasskeyOperationPaths = {
  prepare: '/auth/passkey/operation/prepare',
  send: '/auth/passkey/operation/send',
  /** A message or typed data, signed by the Safe through its passkey (ERC-1271; ERC-6492 until it is deployed). */
  signMessage: '/auth/passkey/message/sign',
} as const

/** The most calls one operation carries. */
export const PASSKEY_OPERATION_MAX_CALLS = 16

export const passkeyPrepareBody = lazy(() => z.object({ chainId: z.number().check(z.int(), z.positive()), calls: operationCalls() }))
export type PasskeyPrepareBody = z.infer<ReturnType<typeof passkeyPrepareBody>>

export const passkeyPrepared = lazy(() => z.object({ userOperation: passkeyUserOperation() }))

export const passkeySendBody = lazy(() =>
  z.object({
    chainId: z.number().check(z.int(), z.positive()),
    calls: operationCalls(),
    userOperation: passkeyUserOperation(),
    signature: passkeyOperationSignature(),
  }),
)
export type PasskeySendBody = z.infer<ReturnType<typeof passkeySendBody>>

/**
 * A personal_sign or eth_signTypedData_v4 request as the dapp made it, with the passkey's
 * assertion of the Safe's SafeMessage hash of it, made in the approval window.
 */
export const passkeySignMessageBody = lazy(() =>
  z.object({
    chainId: z.number().check(z.int(), z.positive()),
    method: z.string().check(z.maxLength(64)),
    params: z.array(z.unknown()).check(z.maxLength(3)),
    signature: passkeyOperationSignature(),
  }),
)
export type PasskeySignMessageBody = z.infer<ReturnType<typeof passkeySignMessageBody>>

/** The Safe's signature of the message (ERC-6492-wrapped while the Safe is not deployed). */
export const passkeyMessageSigned = lazy(() => z.object({ result: z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})+$/)) }))

/** The transaction that included the operation (or the operation's own hash when the chain's logs no longer name it). */
export const passkeySent = lazy(() => z.object({ result: hex32() }))
