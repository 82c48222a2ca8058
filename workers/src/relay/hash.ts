import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'

/** Synchronous, so a handler finishes its work before its first await and frames keep their order. */
export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)))
