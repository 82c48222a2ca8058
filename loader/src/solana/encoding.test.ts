import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode, base64Decode, base64Encode } from './encoding.js'

const samples = [
  new Uint8Array(),
  new Uint8Array([0]),
  new Uint8Array([0, 0, 1, 2, 255]),
  new Uint8Array(32).fill(255),
  Uint8Array.from({ length: 64 }, (_, i) => (i * 37 + 11) & 0xff),
  Uint8Array.from({ length: 300 }, (_, i) => (i * 101) & 0xff),
]

describe('base58 and base64', () => {
  it('agree with @scure/base both ways', () => {
    for (const bytes of samples) {
      expect(base58Encode(bytes)).toBe(base58.encode(bytes))
      expect(base58Decode(base58.encode(bytes))).toEqual(bytes)
      expect(base64Encode(bytes)).toBe(base64.encode(bytes))
      expect(base64Decode(base64.encode(bytes))).toEqual(bytes)
    }
  })

  it('refuse what is not base58', () => {
    expect(() => base58Decode('0OIl')).toThrow(TypeError)
  })
})
