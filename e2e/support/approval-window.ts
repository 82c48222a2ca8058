import { expect, type Page } from '@playwright/test'
import { widget } from './widget.js'

/** The approval on the frame: what is asked, Reject, and the button that opens the approval window. */
export const frameApproval = (page: Page) => widget(page).getByTestId('approve-transaction')

/** Opens the approval window from the frame's "Review in a new window" and waits for its request. */
export async function openApprovalWindow(page: Page): Promise<Page> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), frameApproval(page).getByRole('button', { name: 'Review in a new window' }).click()])
  await popup.getByRole('button', { name: 'Approve' }).waitFor()
  return popup
}

/** Clicks a button that closes its window as it answers, which may cut Playwright's click short. */
async function clickClosing(popup: Page, name: string): Promise<void> {
  const closed = popup.waitForEvent('close')
  await popup
    .getByRole('button', { name })
    .click()
    .catch((error: Error) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}

/**
 * Approves the frame's oldest waiting request as a visitor does: opens the
 * approval window, moves the pointer in it (Approve arms only then, after
 * 500 ms focused), ticks the danger box when asked, and clicks Approve. Hands
 * back the window (closed by then) for specs that read it.
 */
export async function approveInWindow(page: Page, options: { confirmDanger?: boolean; popup?: Page } = {}): Promise<Page> {
  const popup = options.popup ?? (await openApprovalWindow(page))
  if (options.confirmDanger) await popup.getByTestId('approve-confirm-danger').locator('input').check()
  await popup.mouse.move(5, 5)
  await popup.mouse.move(15, 15)
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeEnabled()
  await clickClosing(popup, 'Approve')
  return popup
}

/** Rejects the frame's oldest waiting request in the approval window. */
export async function rejectInWindow(page: Page): Promise<void> {
  await clickClosing(await openApprovalWindow(page), 'Reject')
}
