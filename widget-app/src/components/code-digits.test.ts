import { describe, expect, it } from 'vitest'
import { codeDigits } from './code-digits.js'

describe('codeDigits', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['123-456', '123456'],
    [' 123 - 456 \n', '123456'],
    ['Your code: 123456', '123456'],
    ['1234567', '123456'],
    ['12a', '12'],
    ['', ''],
  ])('%j is %j', (text, code) => expect(codeDigits(text)).toBe(code))
})
