import { describe, expect, it } from 'vitest'
import { isValidEmail } from './email.js'

describe('isValidEmail', () => {
  it.each(['visitor@example.com', 'a.b+tag@mail.example.co.uk', 'x@y.io'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })
  it.each(['', 'not-an-email', 'a@b', 'a@@b.com', 'a b@c.com', '@example.com', 'a@.com', 'a@b..com', `${'a'.repeat(250)}@b.com`])('refuses %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  )
})
