import {
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'

/**
 * Strict decoding of what the embedded wallet is asked to sign. kit's
 * decoders read what they can and ignore the rest, so bytes count as a
 * transaction (or a message) only when they decode and encode back to exactly
 * themselves: nothing is signed that the approval view could read differently.
 */

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, i) => byte === b[i])

/** A legacy or v0 message, exactly; undefined for anything else. */
function exactMessage(bytes: Uint8Array) {
  try {
    const message = getCompiledTransactionMessageDecoder().decode(bytes)
    if (message.version !== 'legacy' && message.version !== 0) return undefined
    return sameBytes(new Uint8Array(getCompiledTransactionMessageEncoder().encode(message)), bytes) ? message : undefined
  } catch {
    return undefined
  }
}

/** The wire transaction (base64) as kit's Transaction: legacy or v0, one signature slot per required signer. */
export function decodeWireTransaction(base64: string): Transaction | undefined {
  try {
    const bytes = new Uint8Array(getBase64Encoder().encode(base64))
    const transaction = getTransactionDecoder().decode(bytes)
    const message = exactMessage(new Uint8Array(transaction.messageBytes))
    if (!message || Object.keys(transaction.signatures).length !== message.header.numSignerAccounts) return undefined
    return sameBytes(new Uint8Array(getTransactionEncoder().encode(transaction)), bytes) ? transaction : undefined
  } catch {
    return undefined
  }
}

/**
 * Bytes that are a transaction message: a signature over them is a signature
 * of that transaction, so "signing a message" must not produce one.
 */
export const isTransactionMessage = (bytes: Uint8Array): boolean => exactMessage(bytes) !== undefined
