import { describe, expect, it } from 'vitest'
import { createConnectionStorage } from './connection-storage.js'
import { browserStorage } from './browser-storage.js'
import { cookieStorage } from './cookie-storage.js'

/** `document.cookie` as a browser keeps it: writes carry attributes, reads give `name=value` pairs. */
function fakeDocument() {
  const jar = new Map<string, string>()
  const written: string[] = []
  return {
    written,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair, ...attributes] = text.split('; ')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attributes.includes('Max-Age=0')) jar.delete(name)
      else jar.set(name, value)
    },
  }
}

describe('partitioned-cookie storage', () => {
  it('keeps the connection and recent wallets across reads, as partitioned, secure, year-long cookies', () => {
    const doc = fakeDocument()
    const storage = createConnectionStorage(cookieStorage(doc))
    const connection = { namespace: 'eip155' as const, connectorId: 'a; b=c', wallet: { uuid: 'a; b=c', rdns: 'io.metamask' } }
    storage.writeConnection(connection)
    storage.writeRecent([connection.wallet])
    expect(storage.readConnection('eip155')).toEqual(connection)
    expect(storage.readRecent()).toEqual([connection.wallet])
    expect(doc.written[0]).toMatch(/^porthole%3Aconnection%3Aeip155=[^;]+; Max-Age=31536000; Path=\/; Secure; SameSite=None; Partitioned$/)
    storage.clearConnection('eip155')
    expect(storage.readConnection('eip155')).toBeUndefined()
    expect(storage.readRecent()).toEqual([connection.wallet])
  })

  it('is what the frame uses when the browser denies it localStorage', () => {
    const doc = fakeDocument()
    const win = {
      document: doc,
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    }
    browserStorage(win).setItem('k', 'v')
    expect(doc.cookie).toBe('k=v')
  })
})
