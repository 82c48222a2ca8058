import type { Page } from '@playwright/test'
import { modal } from './widget.js'

/** The local OpenID provider's documented test users (docs/local-stack.md, "Social login") share this password. */
export const SOCIAL_PASSWORD = 'porthole'

/** Clicks a social button on Connect; the login window it opens, on the local provider's form. */
export async function startSocialLogin(page: Page, provider: string): Promise<Page> {
  const popup = page.waitForEvent('popup')
  await modal(page).getByRole('button', { name: provider, exact: true }).click()
  const window = await popup
  await window.waitForURL(/\/interaction\//)
  return window
}

/** Signs in on the provider's form; resolves once the callback page handed the result over and closed. */
export async function completeSocialLogin(popup: Page, username: string): Promise<void> {
  await popup.getByLabel('Username').fill(username)
  await popup.getByLabel('Password').fill(SOCIAL_PASSWORD)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}
