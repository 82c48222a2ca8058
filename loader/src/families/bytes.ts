import { base64Encode } from '../solana/encoding.js'

/** Hex of a wallet's key bytes, as the frame's account shape takes them; anything else is left out. */
export const hexOf = (bytes: unknown): string | undefined =>
  bytes instanceof Uint8Array ? Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('') : undefined

/** Base64 of a wallet's key bytes; anything else is left out. */
export const base64Of = (bytes: unknown): string | undefined => (bytes instanceof Uint8Array ? base64Encode(bytes) : undefined)

/** `0x` hex of a text's UTF-8 bytes: what injected-web3 signers take as raw data. */
export const utf8Hex = (text: string): string => `0x${hexOf(new TextEncoder().encode(text))}`
