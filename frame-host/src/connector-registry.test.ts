import { describe, expect, it, vi } from 'vitest'
import { connectorFor } from './connector-registry.js'
import type { Connector } from './connectors/connector.js'
import { EMBEDDED_ID } from './connectors/embedded-id.js'
import { fakeWallet } from './testing/fake-wallet.js'
import { testFrame } from './testing/test-frame.js'
import { WALLETCONNECT_ID } from './walletconnect/options.js'

describe('connectorFor', () => {
  const frame = () => {
    const wallet = fakeWallet()
    const test = testFrame({ wallets: [wallet] })
    test.listWallets()
    return { context: { dispatch: test.store.dispatch, getState: test.store.getState, services: test.services }, wallet, test }
  }

  it('gives the embedded wallet its account in the family asked for', () => {
    const { context } = frame()
    expect(connectorFor(context, EMBEDDED_ID)).toMatchObject({ id: EMBEDDED_ID, namespace: 'eip155' })
    expect(connectorFor(context, EMBEDDED_ID, 'solana')).toMatchObject({ id: EMBEDDED_ID, namespace: 'solana' })
  })

  it('asks the WalletConnect session for its id, in the family asked for', () => {
    const { context } = frame()
    const session = vi.spyOn(context.services.walletConnect, 'connector').mockImplementation((namespace) => ({ id: WALLETCONNECT_ID, namespace }) as Connector)
    expect(connectorFor(context, WALLETCONNECT_ID, 'solana')).toMatchObject({ id: WALLETCONNECT_ID, namespace: 'solana' })
    expect(session).toHaveBeenCalledWith('solana')
  })

  it('gives every other id to the page wallet of that uuid, and nothing for one the page does not list', () => {
    const { context, wallet } = frame()
    expect(connectorFor(context, wallet.info.uuid)).toMatchObject({ id: wallet.info.uuid, namespace: 'eip155' })
    expect(connectorFor(context, 'a-wallet-the-page-never-listed')).toBeUndefined()
  })
})
