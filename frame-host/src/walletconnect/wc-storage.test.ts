import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../connection/connection-storage.js'
import { signClientStorage } from './wc-storage.js'

describe('signClientStorage', () => {
  it('restores the session records from chunks in the frame storage, without the ephemeral ones', async () => {
    const backing = memoryStorage()
    const first = signClientStorage(backing)
    const session = { topic: 'a'.repeat(64), peer: { metadata: { name: 'x'.repeat(5_000) } } }
    await first.setItem('wc@2:client:0.3:session', [session])
    await first.setItem('wc@2:core:0.3:messages', { big: 'y'.repeat(10_000) })
    expect(Number(backing.getItem('porthole:walletconnect'))).toBeGreaterThan(4)

    const second = signClientStorage(backing)
    expect(await second.getItem('wc@2:client:0.3:session')).toEqual([session])
    expect(await second.getKeys()).toEqual(['wc@2:client:0.3:session'])
  })

  it('drops the chunks it no longer needs and survives a storage that throws', async () => {
    const backing = memoryStorage()
    const store = signClientStorage(backing)
    await store.setItem('k', 'z'.repeat(5_000))
    await store.setItem('k', 'small')
    expect(backing.getItem('porthole:walletconnect:1')).toBeNull()
    const refusing = { getItem: () => null, setItem: () => { throw new Error('denied') }, removeItem: () => {} }
    await expect(signClientStorage(refusing).setItem('k', 'v')).resolves.toBeUndefined()
  })
})
