import { expect, type Page } from '@playwright/test'

/** The worker (the frame, the approval window) on `localhost`, where a passkey can live; the pages on 127.0.0.1, another site. */
export const WORKER_ORIGIN = `http://localhost:${process.env.PORTHOLE_WORKER_PORT ?? '8787'}`
export const DEMO_ORIGIN = `http://127.0.0.1:${process.env.PORTHOLE_DEMO_PORT ?? '5173'}`

/** The EIP-1193 surface the specs use. */
export type Eip1193 = {
  /** `signal`: Porthole's extension, a dapp giving up on the request. */
  request(args: { method: string; params?: unknown }, options?: { signal?: AbortSignal }): Promise<unknown>
  on(event: string, fn: (payload: unknown) => void): unknown
}

/** What the page API's reads and subscriptions hand over (protocol/src/page-state.ts). */
export type PageAccountGlobal = {
  status: string
  isConnected: boolean
  address?: string
  caipAddress?: string
  allAccounts: { address: string; type: string }[]
}
export type PageNetworkGlobal = { caipNetworkId: string; chainId: number | string; name: string }
export type PageStateGlobal = { open: boolean; selectedNetworkId?: string; loading: boolean; initialized: boolean; activeChain: string }
export type PageEventGlobal = { timestamp: number; data: { type: string; event: string; properties?: Record<string, unknown> } }

type PortholeGlobal = {
  provider: Eip1193
  open(target?: string | { view?: string; namespace?: string }): Promise<void>
  getState(): PageStateGlobal
  subscribeState(fn: (state: PageStateGlobal) => void): () => void
  getAccount(namespace?: string): PageAccountGlobal
  subscribeAccount(fn: (account: PageAccountGlobal) => void): () => void
  getNetwork(namespace?: string): PageNetworkGlobal | undefined
  subscribeNetwork(fn: (network: PageNetworkGlobal | undefined) => void): () => void
  subscribeEvents(fn: (event: PageEventGlobal) => void): () => void
  switchNetwork(network: string | number): Promise<void>
  disconnect(namespace?: string): Promise<void>
  /** `{ themeMode, themeVariables }`; typed loosely so specs can pass what a site must not. */
  setTheme(theme: unknown): Promise<void>
  close(): Promise<void>
  ready: Promise<void>
  on(event: string, fn: (payload?: unknown) => void): void
  siwx: { getSession(): SiwxSessionGlobal | null; onChange(fn: (session: SiwxSessionGlobal | null) => void): () => void }
  /** A request of a partly supported family (bip122, polkadot, cosmos). */
  request(args: { namespace: string; method: string; params?: unknown }): Promise<unknown>
}

/** What `porthole.siwx` gives the page: enough for a site's backend to verify the sign-in itself. */
export type SiwxSessionGlobal = { id: string; address: string; chainId: string; expiresAt: number; message: string; signature: string }
declare global {
  interface Window {
    porthole?: PortholeGlobal
    /** The legacy injected provider: Porthole's with data-inject-window-ethereum, or a page wallet's. */
    ethereum?: Eip1193 & { isTestWallet?: boolean }
  }
}

export const overlay = (page: Page) => page.locator('iframe[title="Porthole wallet"]')
export const widget = (page: Page) => page.frameLocator('iframe[title="Porthole wallet"]')
export const modal = (page: Page) => widget(page).getByTestId('porthole-modal')

/**
 * Closed: the page keeps the iframe transparent and inert rather than hidden, and the frame keeps its
 * prepared Connect painted behind it, which Playwright's `toBeHidden` (blind to opacity) calls visible.
 */
export async function expectClosed(page: Page): Promise<void> {
  await expect(overlay(page)).toHaveAttribute('inert', '')
  await expect(overlay(page)).toHaveAttribute('aria-hidden', 'true')
  const root = widget(page).locator(':root')
  await expect(root).not.toHaveAttribute('data-open')
  // Nothing keeps the closed frame's renderer busy: the closing transitions end, and no animation runs on.
  await expect.poll(() => root.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0)
}

/** Open: the iframe shown and usable, the frame's dialog open. */
export async function expectOpen(page: Page): Promise<void> {
  await expect(overlay(page)).not.toHaveAttribute('inert')
  await expect(overlay(page)).not.toHaveAttribute('aria-hidden')
  await expect(widget(page).locator(':root')).toHaveAttribute('data-open')
}

/**
 * The pairing URI the WalletConnect view shows. Pairing first opens a socket to the worker's relay, which on a
 * busy 2-core machine can take longer than one expect's wait; a pairing that fails says so in the view's words.
 */
export async function pairingUri(page: Page): Promise<string> {
  const qr = widget(page).getByTestId('wc-qr')
  const failed = widget(page).locator('.connecting[data-outcome]')
  await expect(qr.or(failed)).toBeVisible({ timeout: 30_000 })
  if (await failed.isVisible()) throw new Error(`WalletConnect pairing failed: ${await failed.innerText()}`)
  const uri = (await qr.getAttribute('data-uri'))!
  expect(uri).toMatch(/^wc:/)
  return uri
}

/** How `porthole.ready` settles: 'ready' or the alert text it rejected with. */
export async function readyOutcome(page: Page): Promise<string> {
  await page.waitForFunction(() => window.porthole !== undefined)
  return page.evaluate(() =>
    window.porthole!.ready.then(
      () => 'ready',
      (error: Error) => error.message,
    ),
  )
}

export async function openDemo(page: Page, query = ''): Promise<void> {
  await page.goto(`/${query}`)
  expect(await readyOutcome(page)).toBe('ready')
}
