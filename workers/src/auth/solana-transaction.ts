import { base64 } from '@scure/base'
import type { Address } from '@solana/addresses'
import { fixCodecSize, getArrayCodec, getBytesCodec, getShortU16Codec, getStructCodec, type ReadonlyUint8Array } from '@solana/codecs'
import { getCompiledTransactionMessageDecoder, getCompiledTransactionMessageEncoder } from '@solana/transaction-messages'

/**
 * Strict decoding of what the embedded wallet is asked to sign, with kit's
 * codecs (not @solana/transactions, whose @solana/keys imports Node's fs and
 * path in its workerd build; base64 by @scure/base, as kit's workerd build of
 * it needs Node's Buffer). The codecs read what they can and ignore the rest,
 * so bytes count as a transaction (or a message) only when they decode and
 * encode back to exactly themselves: nothing is signed that the approval view
 * could read differently.
 */

/** A legacy or v0 transaction on the wire: a shortvec of 64-byte signatures, one per required signer, then the message. */
const wireCodec = getStructCodec([
  ['signatures', getArrayCodec(fixCodecSize(getBytesCodec(), 64), { size: getShortU16Codec() })],
  ['messageBytes', getBytesCodec()],
])

export type WireTransaction = {
  signatures: ReadonlyUint8Array[]
  messageBytes: Uint8Array<ArrayBuffer>
  /** The required signers, in the order of their signature slots. */
  signers: Address[]
}

const sameBytes = (a: ReadonlyUint8Array, b: ReadonlyUint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** A legacy or v0 message, exactly; undefined for anything else. */
function exactMessage(bytes: ReadonlyUint8Array) {
  try {
    const message = getCompiledTransactionMessageDecoder().decode(bytes)
    if (message.version !== 'legacy' && message.version !== 0) return undefined
    return sameBytes(getCompiledTransactionMessageEncoder().encode(message), bytes) ? message : undefined
  } catch {
    return undefined
  }
}

/** The wire transaction (base64), or undefined when it is not exactly one legacy or v0 transaction. */
export function decodeWireTransaction(wire: string): WireTransaction | undefined {
  try {
    const bytes = base64.decode(wire)
    const { signatures, messageBytes } = wireCodec.decode(bytes)
    const message = exactMessage(messageBytes)
    if (!message || signatures.length !== message.header.numSignerAccounts || !sameBytes(wireCodec.encode({ signatures, messageBytes }), bytes))
      return undefined
    return { signatures, messageBytes: new Uint8Array(messageBytes), signers: message.staticAccounts.slice(0, message.header.numSignerAccounts) }
  } catch {
    return undefined
  }
}

/** The transaction's wire bytes, base64. */
export const encodeWireTransaction = ({ signatures, messageBytes }: WireTransaction): string =>
  base64.encode(new Uint8Array(wireCodec.encode({ signatures, messageBytes })))

/**
 * Bytes that are a transaction message: a signature over them is a signature
 * of that transaction, so "signing a message" must not produce one.
 */
export const isTransactionMessage = (bytes: ReadonlyUint8Array): boolean => exactMessage(bytes) !== undefined
