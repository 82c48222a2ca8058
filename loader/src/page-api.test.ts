import { describe, expect, it } from 'vitest'
import { createEmitter } from './emitter.js'
import { createPageApi, type PageApiCalls } from './page-api.js'

const SOLANA = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'

describe('the page API stubs in the bootstrap', () => {
  it('answer reads before the frame said anything: closed, disconnected, no network yet', () => {
    const api = createPageApi(createEmitter(), () => new Promise(() => {}))
    expect(api.getState()).toEqual({ open: false, loading: false, initialized: false, activeChain: 'eip155' })
    expect(api.getAccount()).toEqual({ status: 'disconnected', isConnected: false, allAccounts: [] })
    expect(api.getNetwork()).toBeUndefined()
  })

  it("read the chunk's latest snapshot, for the modal's family or the one asked; subscribers hear it and stop hearing it", () => {
    const events = createEmitter()
    const api = createPageApi(events, () => new Promise(() => {}))
    const heard: unknown[] = []
    const stop = api.subscribeAccount((account) => heard.push(account.address))
    const solana = { status: 'connected', isConnected: true, address: 'Sol1', allAccounts: [] }
    events.emit('snapshot', {
      state: { open: true, selectedNetworkId: SOLANA, loading: false, initialized: true, activeChain: 'solana' },
      accounts: { eip155: { status: 'disconnected', isConnected: false, allAccounts: [] }, solana },
      networks: { solana: { caipNetworkId: SOLANA, chainId: '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', name: 'Solana' } },
    })
    events.emit('account')
    stop()
    events.emit('account')
    expect(heard).toEqual(['Sol1'])
    expect(api.getAccount('eip155').status).toBe('disconnected')
    expect(api.getNetwork()?.caipNetworkId).toBe(SOLANA)
  })

  it('switchNetwork, disconnect and setTheme go to the chunk once it is there', async () => {
    const asked: unknown[] = []
    const calls: PageApiCalls = {
      switchNetwork: async (n) => void asked.push(['switch', n]),
      disconnect: async (ns) => void asked.push(['disconnect', ns]),
      setTheme: async (theme) => void asked.push(['theme', theme]),
    }
    const api = createPageApi(createEmitter(), async () => calls)
    await api.switchNetwork(10)
    await api.disconnect('solana')
    await api.setTheme({ themeMode: 'dark' })
    expect(asked).toEqual([
      ['switch', 10],
      ['disconnect', 'solana'],
      ['theme', { themeMode: 'dark' }],
    ])
  })
})
