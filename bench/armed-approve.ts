import type { Locator, Page } from '@playwright/test'

/**
 * Opens the approval window from the frame's "Review in a new window" (`review`) as a visitor does,
 * moves the pointer in it and waits until Approve is armed (focused for 500 ms, pointer seen), then
 * hands back the visitor's click on Approve: the moment a signing bench starts its clock.
 * `prepare` readies the window's tab first (a passkey's authenticator).
 */
export async function armedApprove(page: Page, review: Locator, prepare?: (popup: Page) => Promise<void>): Promise<() => Promise<void>> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), review.click()])
  await prepare?.(popup)
  const approve = popup.getByRole('button', { name: 'Approve' })
  await approve.waitFor()
  await popup.mouse.move(5, 5)
  await popup.mouse.move(15, 15)
  while (!(await approve.isEnabled())) await new Promise((resolve) => setTimeout(resolve, 5))
  // The window closes as it answers, which can cut the click short.
  return () =>
    approve.click().catch((error: Error) => {
      if (!popup.isClosed()) throw error
    })
}
