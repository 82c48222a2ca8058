import { describe, expect, it } from 'vitest'
import { AbortedError, AlertError, PortholeError, UserRejectedError } from './errors.js'

describe('PortholeError.from (errors coming back over the channel)', () => {
  it('revives an alert as an AlertError with its text', () => {
    const revived = PortholeError.from(new AlertError('Invalid Project ID').toJSON())
    expect(revived).toBeInstanceOf(AlertError)
    expect(revived).toMatchObject({ code: 4900, message: 'Invalid Project ID' })
  })

  it('keeps everything else a plain PortholeError with its code and message', () => {
    for (const error of [new AbortedError(), new UserRejectedError(), new PortholeError(4900, 'Invalid Project ID, really')]) {
      const revived = PortholeError.from(error.toJSON())
      expect(revived).not.toBeInstanceOf(AlertError)
      expect(revived).toMatchObject({ code: error.code, message: error.message })
    }
  })
})
