/** RFC 5321 caps an address at 254 characters. */
const MAX_EMAIL_LENGTH = 254
/** One @, no spaces, and a dotted domain whose labels are not empty. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/** Email must be a valid email address. */
export function isValidEmail(input: string): boolean {
  return input.length <= MAX_EMAIL_LENGTH && EMAIL.test(input)
}
