import { describe, expect, it, vi } from 'vitest'
import { takeResultUri } from './social-return.js'

const page = (href: string) => {
  const replaceState = vi.fn()
  return { location: { href }, history: { state: { keep: 1 }, replaceState }, replaceState }
}

describe('the redirect return of a social login', () => {
  it('reads result_uri from the address and removes it, keeping the rest', () => {
    const result = 'https://porthole.test/auth/social/result?id=abc'
    const win = page(`https://dapp.test/app?tab=1&result_uri=${encodeURIComponent(result)}#top`)
    expect(takeResultUri(win)).toBe(result)
    expect(win.replaceState).toHaveBeenCalledWith({ keep: 1 }, '', 'https://dapp.test/app?tab=1#top')
  })

  it('leaves an address without it alone', () => {
    const win = page('https://dapp.test/app?tab=1')
    expect(takeResultUri(win)).toBeUndefined()
    expect(win.replaceState).not.toHaveBeenCalled()
  })
})
