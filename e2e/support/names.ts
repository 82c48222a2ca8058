import { expect, type Page } from '@playwright/test'
import { modal, widget, WORKER_ORIGIN } from './widget.js'

/** The names the worker's reverse lookup gives the address. */
export async function reverseNames(address: string): Promise<string[]> {
  const response = await fetch(`${WORKER_ORIGIN}/v1/profile/reverse/${address}?projectId=demo&sender=${address}&apiVersion=2`)
  if (response.status === 404) return []
  expect(response.ok).toBe(true)
  return ((await response.json()) as { name: string }[]).map((p) => p.name)
}

/**
 * Account offers 'Choose a name' until the wallet has one; earlier runs on this stack, or
 * another test running beside this one, may give it one at any moment.
 */
export async function chooseName(page: Page): Promise<void> {
  const choose = widget(page).getByTestId('choose-name')
  await expect(choose.or(widget(page).getByTestId('account-name'))).toBeVisible()
  const chosen =
    (await choose.isVisible()) &&
    (await choose.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    ))
  if (!chosen) await page.evaluate(() => window.porthole!.open('RegisterAccountName'))
  await expect(modal(page)).toHaveAttribute('data-view', 'RegisterAccountName')
}
