import { setActiveNetwork, setPreferredAccountType } from '@porthole/frame-host'
import { flush, smartFrame } from '@porthole/frame-host/testing'
import { describe, expect, it, vi } from 'vitest'
import { render } from '../../testing/render.js'
import { AccountView } from '../../views/account/AccountView.js'

describe('Account: the email account’s type', () => {
  it('shows the smart account, not deployed yet, with a switch to the EOA; switched, the EOA with a switch back', async () => {
    const { store } = await smartFrame()
    await vi.waitFor(() => expect(store.getState().smartAccount.deployed['eip155:31337']).toBe(false))
    const smart = render(store, AccountView)
    expect(smart).toContain('data-testid="account-type" data-account-type="smartAccount">Smart account<')
    expect(smart).toContain('data-testid="smart-account-deployed" data-deployed="false">Not deployed yet<')
    expect(smart).toContain('data-testid="switch-account-type">Switch to your EOA<')

    store.dispatch(setPreferredAccountType('eoa'))
    await flush()
    const eoa = render(store, AccountView)
    expect(eoa).toContain('data-account-type="eoa">EOA<')
    expect(eoa).not.toContain('smart-account-deployed')
    expect(eoa).toContain('data-testid="switch-account-type">Switch to your Smart Account<')
  })

  it('offers no switch on a network without smart accounts', async () => {
    const { store } = await smartFrame()
    store.dispatch(setActiveNetwork('eip155:31338'))
    await flush()
    const html = render(store, AccountView)
    expect(html).toContain('data-account-type="eoa">EOA<')
    expect(html).not.toContain('switch-account-type')
  })
})
