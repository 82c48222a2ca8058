import { expect, type Page } from '@playwright/test'
import { getAddress, isAddressEqual, parseEther, parseEventLogs, type Address, type TransactionReceipt } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { anvilClient, anvilTestClient } from './chains.js'
import { settle, startRequest, type Outcome } from './dapp.js'
import { emailLogin, freshEmail } from './email.js'
import { modal, widget } from './widget.js'

/** The result a request settled with; fails the test on an error. */
export const result = <T>(outcome: Outcome): T => {
  expect(outcome).toHaveProperty('result')
  return (outcome as { result: T }).result
}

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

/** The dapp asks for accounts and the visitor signs in with a new email; the account the dapp got. */
export async function connectByEmail(page: Page, label: string): Promise<Address> {
  await startRequest(page, 'connect', 'eth_requestAccounts')
  await expect(modal(page)).toHaveAttribute('data-view', 'Connect')
  await emailLogin(page, freshEmail(label))
  const accounts = result<string[]>(await settle(page, 'connect'))
  expect(accounts).toHaveLength(1)
  return getAddress(accounts[0]!)
}

/** Opens the modal on Account. */
export async function openAccount(page: Page): Promise<void> {
  await page.evaluate(() => window.porthole!.open())
  await expect(modal(page)).toHaveAttribute('data-view', 'Account')
}

/** Gives an account ether to pay for its UserOperations, unless the stack already did. */
export async function fundEther(address: Address): Promise<void> {
  if ((await anvilClient.getBalance({ address })) < parseEther('1')) await anvilTestClient.setBalance({ address, value: parseEther('10') })
}
