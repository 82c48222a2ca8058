import type { Page } from '@playwright/test'
import { pageScript } from './bundle.js'
import { FAMILY_BINDING } from './family-wallets/constants.js'
import { answerFamilyWallet } from './family-wallets/keys.js'

/** The Bitcoin, polkadot and cosmos test wallets in every page of this test (keys and signing in this process). */
export async function withFamilyTestWallets(page: Page): Promise<void> {
  await page.exposeFunction(FAMILY_BINDING, answerFamilyWallet)
  await page.addInitScript({ content: await pageScript(new URL('./family-wallets/page.ts', import.meta.url)) })
}

/** What `porthole.request` settled with in the page, errors reduced to what a dapp reads off them. */
export type FamilyOutcome = { result: unknown } | { error: { code: unknown; message: unknown } }

declare global {
  interface Window {
    familyCalls?: Map<string, Promise<FamilyOutcome>>
  }
}

/** Starts `porthole.request({ namespace, method, params })` in the page under `key`, without waiting for it. */
export async function startFamilyRequest(page: Page, key: string, request: { namespace: string; method: string; params?: unknown }): Promise<void> {
  await page.evaluate(
    ([key, request]) => {
      window.familyCalls ??= new Map()
      const call = window.porthole!.request(request).then(
        (result) => ({ result }),
        (error: { code?: unknown; message?: unknown }) => ({ error: { code: error.code, message: error.message } }),
      )
      window.familyCalls.set(key, call)
    },
    [key, request] as const,
  )
}

export const familyOutcome = (page: Page, key: string): Promise<FamilyOutcome> => page.evaluate((key) => window.familyCalls!.get(key)!, key)

/** `porthole.request` in the page, awaited. */
export async function familyRequest(page: Page, request: { namespace: string; method: string; params?: unknown }): Promise<FamilyOutcome> {
  const key = `call-${Math.random()}`
  await startFamilyRequest(page, key, request)
  return familyOutcome(page, key)
}
