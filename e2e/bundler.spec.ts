import { expect, test } from './support/test.js'
import { getAddress, parseEther, parseEventLogs, type Address } from 'viem'
import { entryPoint07Abi, entryPoint07Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { SmartAccountMessages } from '@porthole/protocol'
import { chooseToken } from './support/account.js'
import { startBundler, stopBundler } from './support/bundler.js'
import { anvil2Client } from './support/chains.js'
import { openDapp, request } from './support/dapp.js'
import { connectByEmail, openAccount } from './support/smart-account.js'
import { modal, widget } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'

/** The stack's bundler of 31338, as the worker reaches it (npm start: 4338 unless moved). */
const BUNDLER2_URL = `http://127.0.0.1:${process.env.PORTHOLE_BUNDLER2_PORT ?? '4338'}`

const supportedEntryPoints = () =>
  fetch(BUNDLER2_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
  }).then(
    async (response) => ((await response.json()) as { result: string[] }).result,
    () => 'refused' as const,
  )

/** The smart account's applied UserOperations on 31338 since `fromBlock`. */
async function operationsOf(sender: Address, fromBlock: bigint) {
  const logs = await anvil2Client.getLogs({ address: entryPoint07Address, fromBlock })
  return parseEventLogs({ abi: entryPoint07Abi, eventName: 'UserOperationEvent', logs }).filter((log) => getAddress(log.args.sender) === sender)
}

/**
 * The bundler is a real process of the stack (alto on EntryPoint v0.7). Killed
 * while a visitor sends, the visitor reads why and keeps what they typed; once
 * it is back, sending again moves the funds exactly once.
 */
test('the bundler dies mid-send: the visitor reads why, and once it is back the retry sends exactly once', async ({ page }) => {
  test.setTimeout(240_000)
  await openDapp(page)
  const smart = await connectByEmail(page, 'bundler-outage')
  expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toEqual({ result: null })
  await expect.poll(() => anvil2Client.getBalance({ address: smart }), { timeout: 30_000 }).toBeGreaterThan(parseEther('1'))
  const fromBlock = await anvil2Client.getBlockNumber()
  const receiver = privateKeyToAccount(generatePrivateKey()).address

  await openAccount(page)
  await expect(widget(page).getByTestId('account-type')).toHaveText('Smart account')
  await widget(page).getByTestId('open-send').click()
  await chooseToken(page, 'ETH')
  await widget(page).getByTestId('send-amount').fill('0.25')
  await widget(page).getByTestId('send-receiver').fill(receiver)
  await widget(page).getByTestId('send-submit').click()
  await expect(widget(page).getByTestId('approve-transaction')).toBeVisible()

  expect(await supportedEntryPoints()).toEqual([entryPoint07Address])
  await stopBundler(31338)
  try {
    expect(await supportedEntryPoints()).toBe('refused')
    await approveInWindow(page)
    await expect(modal(page)).toHaveAttribute('data-view', 'WalletSend', { timeout: 30_000 })
    await expect(widget(page).getByTestId('send-error')).toHaveText(SmartAccountMessages.bundlerUnreachable)
    await expect(widget(page).getByTestId('send-amount')).toHaveValue('0.25')
    expect(await anvil2Client.getBalance({ address: receiver })).toBe(0n)
  } finally {
    await startBundler(31338)
  }
  expect(await supportedEntryPoints()).toEqual([entryPoint07Address])

  await widget(page).getByTestId('send-submit').click()
  await approveInWindow(page)
  await expect(modal(page)).toHaveAttribute('data-view', 'Account', { timeout: 60_000 })
  await expect.poll(() => anvil2Client.getBalance({ address: receiver }), { timeout: 30_000 }).toBe(parseEther('0.25'))
  expect(await operationsOf(smart, fromBlock)).toHaveLength(1)
})
