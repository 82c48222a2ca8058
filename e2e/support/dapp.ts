import { expect, type Page } from '@playwright/test'
import { ANVIL_URL } from './chains.js'
import { pageScript } from './bundle.js'
import { TEST_WALLET, type TestWalletOptions } from './test-wallet/constants.js'
import { modal, openDemo, widget } from './widget.js'

/** What a `request` from the page settled with, errors reduced to what a dapp reads off them. */
export type Outcome = { result: unknown } | { error: { code: unknown; message: unknown } }

declare global {
  interface Window {
    /** Provider events the page heard, in order. */
    providerEvents?: { event: string; payload: unknown }[]
    pending?: Map<string, Promise<Outcome>>
  }
}

/** The test wallet in every page of this test; it knows chain 31337 only. */
export async function withTestWallet(page: Page, { legacy = false, privateKey }: Pick<TestWalletOptions, 'legacy' | 'privateKey'> = {}): Promise<void> {
  const options: TestWalletOptions = { chains: { 31337: ANVIL_URL }, legacy, ...(privateKey ? { privateKey } : {}) }
  const wallet = await pageScript(new URL('./test-wallet/wallet.ts', import.meta.url))
  await page.addInitScript({ content: `window.__testWalletOptions = ${JSON.stringify(options)};\n${wallet}` })
}

/** The demo page with the test wallet, recording what `porthole.provider` emits. */
export async function openDapp(page: Page, query = '', wallet: Pick<TestWalletOptions, 'legacy' | 'privateKey'> = {}): Promise<void> {
  await withTestWallet(page, wallet)
  await openDemo(page, query)
  await recordProviderEvents(page)
}

/** From now on (again after a reload), what `porthole.provider` emits lands in `window.providerEvents`. */
export async function recordProviderEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.providerEvents = []
    window.pending = new Map()
    for (const event of ['connect', 'disconnect', 'chainChanged', 'accountsChanged']) {
      window.porthole!.provider.on(event, (payload: unknown) => {
        // An Error (the disconnect's ProviderRpcError) is recorded by its fields.
        const plain = payload instanceof Error ? { code: (payload as Error & { code?: unknown }).code, message: payload.message } : payload
        window.providerEvents!.push({ event, payload: plain })
      })
    }
  })
}

/** Starts `porthole.provider.request` in the page under `key`, without waiting for it. */
export async function startRequest(page: Page, key: string, method: string, params?: unknown[]): Promise<void> {
  await page.evaluate(
    ([key, method, params]) => {
      const call = window.porthole!.provider.request({ method, params }).then(
        (result) => ({ result }),
        (error: { code?: unknown; message?: unknown }) => ({ error: { code: error.code, message: error.message } }),
      )
      window.pending!.set(key, call)
    },
    [key, method, params] as const,
  )
}

export const settle = (page: Page, key: string): Promise<Outcome> => page.evaluate((key) => window.pending!.get(key)!, key)

export async function request(page: Page, method: string, params?: unknown[]): Promise<Outcome> {
  const key = crypto.randomUUID()
  await startRequest(page, key, method, params)
  return settle(page, key)
}

export const events = (page: Page) => page.evaluate(() => window.providerEvents!)

/** The dapp asks for accounts; the visitor picks the test wallet (by its Connect button's uuid) in the modal. */
export async function connectTestWallet(page: Page, uuid: string = TEST_WALLET.uuid): Promise<Outcome> {
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await widget(page).getByTestId(`wallet-${uuid}`).click()
  return settle(page, 'connect')
}
