import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../storage/browser-storage.js'
import { signClientStorage } from './wc-storage.js'

describe('signClientStorage', () => {
  it('restores the session records from chunks in the frame storage, without the ephemeral ones', async () => {
    const backing = memoryStorage()
    const first = await signClientStorage(backing)
    const session = { topic: 'a'.repeat(64), peer: { metadata: { name: 'x'.repeat(5_000) } } }
    await first.setItem('wc@2:client:0.3:session', [session])
    await first.setItem('wc@2:core:0.3:messages', { big: 'y'.repeat(10_000) })
    expect(Number(backing.getItem('porthole:walletconnect'))).toBeGreaterThan(0)

    const second = await signClientStorage(backing)
    expect(await second.getItem('wc@2:client:0.3:session')).toEqual([session])
    expect(await second.getKeys()).toEqual(['wc@2:client:0.3:session'])
  })

  it('keeps a session with EVM and Solana namespaces within a few cookies (browsers keep 10 KiB of partitioned cookies per site)', async () => {
    const backing = memoryStorage()
    const store = await signClientStorage(backing)
    const chains = ['eip155:1', 'eip155:11155111', 'eip155:42161', 'eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:localnet']
    const session = {
      topic: 'b'.repeat(64),
      namespaces: { eip155: { chains, methods: ['personal_sign', 'eth_sendTransaction'] } },
      optionalNamespaces: { eip155: { chains } },
      peer: { publicKey: 'c'.repeat(64) },
    }
    await store.setItem('wc@2:client:0.3//session', [session, { ...session, topic: 'd'.repeat(64) }])
    const stored = Array.from({ length: Number(backing.getItem('porthole:walletconnect')) }, (_, i) =>
      encodeURIComponent(backing.getItem(`porthole:walletconnect:${i}`)!),
    )
    expect(stored.join('').length).toBeLessThan(JSON.stringify(session).length)
  })

  it('drops the chunks it no longer needs and survives a storage that throws', async () => {
    const backing = memoryStorage()
    const store = await signClientStorage(backing)
    // Random text does not deflate: several chunks, then one.
    await store.setItem('k', [...crypto.getRandomValues(new Uint8Array(3_000))].map((b) => b.toString(36)).join(''))
    expect(backing.getItem('porthole:walletconnect:1')).not.toBeNull()
    await store.setItem('k', 'small')
    expect(backing.getItem('porthole:walletconnect:1')).toBeNull()
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    await expect((await signClientStorage(refusing)).setItem('k', 'v')).resolves.toBeUndefined()
  })
})
