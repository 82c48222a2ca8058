import { describe, expect, it } from 'vitest'
import { exposePorthole } from './expose.js'
import type { Porthole } from './porthole.js'

const porthole = { provider: Object.freeze({ isPorthole: true, request: async () => null }), solana: {} } as unknown as Porthole

/** A page window: where EIP-6963 announcements and Wallet Standard registrations are dispatched. */
function page(ethereum?: unknown) {
  const target = Object.assign(new EventTarget(), { ethereum })
  const announced: { name: string; isMetaMask: unknown }[] = []
  target.addEventListener('eip6963:announceProvider', (event) => {
    const { info, provider } = (event as CustomEvent<{ info: { name: string }; provider: { isMetaMask?: unknown } }>).detail
    announced.push({ name: info.name, isMetaMask: provider.isMetaMask })
  })
  return { target: target as unknown as Window & { ethereum?: unknown }, announced }
}

describe('exposing Porthole to the page', () => {
  it("compat 'metamask' puts a window.ethereum that says isMetaMask and is Porthole's provider underneath; the announcement stays Porthole", () => {
    const { target, announced } = page()
    exposePorthole(target, porthole, { compat: 'metamask' })
    const ethereum = target.ethereum as { isMetaMask?: unknown; isPorthole?: unknown }
    expect(ethereum.isMetaMask).toBe(true)
    expect(ethereum.isPorthole).toBe(true)
    expect(Object.getPrototypeOf(ethereum)).toBe(porthole.provider)
    expect(announced).toEqual([{ name: 'Porthole', isMetaMask: undefined }])
  })

  it('never replaces a wallet already at window.ethereum, and injects nothing unless asked', () => {
    const wallet = { isMetaMask: true }
    const taken = page(wallet)
    exposePorthole(taken.target, porthole, { compat: 'metamask' })
    expect(taken.target.ethereum).toBe(wallet)
    const plain = page()
    exposePorthole(plain.target, porthole, {})
    expect(plain.target.ethereum).toBeUndefined()
    exposePorthole(plain.target, porthole, { injectWindowEthereum: true })
    expect(plain.target.ethereum).toBe(porthole.provider)
  })

  it('announces nothing when told not to', () => {
    const { target, announced } = page()
    exposePorthole(target, porthole, {}, false)
    expect(announced).toEqual([])
  })
})
