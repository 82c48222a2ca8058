import { expect, type Page } from '@playwright/test'
import { getAddress, isAddressEqual, parseEventLogs, type Address, type TransactionReceipt } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { modal, widget } from './widget.js'

/**
 * Whether a mined transaction acted for `account`: sent by it (an eoa), or
 * carrying its applied UserOperation (a smart account, whose transactions a
 * bundler sends).
 */
export function actedFor(receipt: TransactionReceipt, account: Address): boolean {
  if (isAddressEqual(receipt.from, account)) return true
  const operations = parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs: receipt.logs })
  return operations.some((operation) => isAddressEqual(operation.args.sender, account) && operation.args.success)
}

/**
 * The email account switches to its own key's address (the demo project
 * makes new email accounts smart accounts on the local chains), through
 * Account's switch, as a visitor does; the eoa's address. The modal closes.
 */
export async function switchToEoa(page: Page): Promise<Address> {
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
  await widget(page).getByTestId('switch-account-type').click()
  await expect(widget(page).getByTestId('account-type')).toHaveText('EOA')
  const address = getAddress((await widget(page).getByTestId('account-address').getAttribute('title'))!)
  await page.evaluate(() => window.porthole!.close())
  return address
}
