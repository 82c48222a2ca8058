import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { sessionModuleAbi } from '@porthole/protocol'
import { createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, parseEther, parseUnits, sliceHex, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { SESSION_MODULE, USDC } from '../devnet/src/seed/addresses.js'
import { fund, openAccount, tokenBalanceOf } from './support/account.js'
import { ANVIL_URL, anvilClient, anvilTestClient } from './support/chains.js'
import { typedData } from './support/typed-data.js'
import { approveInWindow, frameApproval } from './support/approval-window.js'
import { recordProviderEvents, settle, startRequest } from './support/dapp.js'
import { connectedAddress, createPasskeyAccount, openConnect, windowWithPasskey, type VirtualCredential } from './support/passkey.js'
import { actedFor, result } from './support/smart-account.js'
import { modal, widget, WORKER_ORIGIN } from './support/widget.js'

/**
 * What a passkey account signs: for a transaction the worker prepares the operation, the approval
 * window checks it is the request and has the passkey sign it there, and the worker only sends
 * what was signed; a message or typed data is signed by the Safe through its passkey (ERC-1271,
 * ERC-6492 while the Safe is not deployed), which the dapp verifies as any smart account's.
 */

/** An address no other test sends to, so each test reads its own balances. */
const freshRecipient = (): Address => privateKeyToAccount(generatePrivateKey()).address

async function passkeyAccount(page: Page): Promise<{ address: Address; credential: VirtualCredential }> {
  await openConnect(page)
  const credential = await createPasskeyAccount(page)
  const address = (await connectedAddress(page)) as Address
  await page.evaluate(() => window.porthole!.close())
  await recordProviderEvents(page)
  return { address, credential }
}

test("a dapp's transaction from a passkey account is signed by the passkey in the window, deploys the Safe and moves the value", async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)
  expect(await anvilClient.getCode({ address })).toBeUndefined()
  const recipient = freshRecipient()

  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` }])
  await expect(frameApproval(page)).toBeVisible()
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approval-passkey')).toContainText('Approve asks your passkey to sign this request')
  await approveInWindow(page, { popup })

  const hash = result<Hex>(await settle(page, 'send'))
  const receipt = await anvilClient.getTransactionReceipt({ hash })
  expect(actedFor(receipt, address)).toBe(true)
  expect(await anvilClient.getBalance({ address: recipient })).toBe(parseEther('0.01'))
  // Its first operation deployed the Safe the passkey owns.
  expect(await anvilClient.getCode({ address })).toMatch(/^0x[0-9a-f]+$/)
})

test('an operation the worker prepared for another recipient is caught by the window, which will not sign it', async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)
  const recipient = freshRecipient()
  // Whoever answers for the worker slips another call into the operation the passkey would sign.
  await page.route(`${WORKER_ORIGIN}/auth/passkey/operation/prepare`, async (route) => {
    const response = await route.fetch()
    const prepared = (await response.json()) as { userOperation: { callData: string } }
    const callData = prepared.userOperation.callData.replace(recipient.slice(2).toLowerCase(), 'badbadbadbadbadbadbadbadbadbadbadbadbad0')
    await route.fulfill({ response, json: { userOperation: { ...prepared.userOperation, callData } } })
  })

  await startRequest(page, 'send', 'eth_sendTransaction', [{ from: address, to: recipient, value: '0x1' }])
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approval-passkey')).toContainText('The prepared operation is not this request')
  await popup.mouse.move(5, 5)
  await popup.mouse.move(15, 15)
  await expect(popup.getByRole('button', { name: 'Approve' })).toBeDisabled()
  await popup.getByRole('button', { name: 'Reject' }).click()
  expect(await settle(page, 'send')).toMatchObject({ error: { code: 4001 } })
  expect(await anvilClient.getCode({ address })).toBeUndefined()
})

test('a message and typed data from a passkey account are signed by its passkey in the window, and verify for its undeployed Safe', async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)

  await startRequest(page, 'message', 'personal_sign', ['0x68656c6c6f', address])
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  const signature = result<Hex>(await settle(page, 'message'))
  expect(await anvilClient.verifyMessage({ address, message: 'hello', signature })).toBe(true)
  expect(await anvilClient.verifyMessage({ address, message: 'another', signature })).toBe(false)

  await startRequest(page, 'typed', 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  const typed = result<Hex>(await settle(page, 'typed'))
  // viem derives the domain's type itself.
  const types = Object.fromEntries(Object.entries(typedData.types).filter(([name]) => name !== 'EIP712Domain'))
  expect(await anvilClient.verifyTypedData({ address, ...typedData, types, signature: typed } as never)).toBe(true)
  // Signing deployed nothing: the signatures carry the Safe's deployment (ERC-6492).
  expect(await anvilClient.getCode({ address })).toBeUndefined()
})

test("a dapp's batch from a passkey account is one operation its passkey signs in the window, and its calls succeed together", async ({ page }) => {
  const { address, credential } = await passkeyAccount(page)
  const [first, second] = [freshRecipient(), freshRecipient()]
  const calls = [
    { to: first, value: '0x3e8' },
    { to: second, value: '0x7d0' },
  ]
  await startRequest(page, 'batch', 'wallet_sendCalls', [{ version: '2.0.0', from: address, chainId: '0x7a69', atomicRequired: true, calls }])
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  const { id } = result<{ id: string }>(await settle(page, 'batch'))

  await startRequest(page, 'status', 'wallet_getCallsStatus', [id])
  const status = result<{ status: number; atomic: boolean; receipts: { transactionHash: Hex }[] }>(await settle(page, 'status'))
  expect(status).toMatchObject({ status: 200, atomic: true })
  expect(status.receipts).toHaveLength(1)
  expect(await anvilClient.getBalance({ address: first })).toBe(1000n)
  expect(await anvilClient.getBalance({ address: second })).toBe(2000n)
})

test("a passkey account grants a dapp's key a session in one operation its passkey signs: the key spends within the limit and is refused above it", async ({
  page,
}) => {
  const { address, credential } = await passkeyAccount(page)
  const safe = getAddress(address)
  const usdc = (units: string) => parseUnits(units, USDC.decimals)
  await fund(USDC.address, safe, usdc('20'))
  const key = privateKeyToAccount(generatePrivateKey())
  await anvilTestClient.setBalance({ address: key.address, value: parseEther('1') })
  const expiry = Number((await anvilClient.getBlock()).timestamp) + 3600

  await startRequest(page, 'grant', 'wallet_grantPermissions', [
    {
      chainId: toHex(31337),
      expiry,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
      permissions: [{ type: 'erc20-token-transfer', data: { address: USDC.address, allowance: toHex(usdc('10')) } }],
      policies: [],
    },
  ])
  await expect(frameApproval(page)).toBeVisible()
  const popup = await windowWithPasskey(page, credential)
  await expect(popup.getByTestId('approve-session-key')).toHaveText(key.address)
  await expect(popup.getByTestId('approval-passkey')).toContainText('Approve asks your passkey to sign this request')
  await approveInWindow(page, { popup })
  const { context } = result<{ context: Hex }>(await settle(page, 'grant'))
  expect(getAddress(sliceHex(context, 20, 40))).toBe(safe)

  const recipient = freshRecipient()
  const dapp = createWalletClient({ account: key, chain: anvil, transport: http(ANVIL_URL) })
  const spend = async (amount: bigint) => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
    const hash = await dapp.writeContract({
      address: SESSION_MODULE.address,
      abi: sessionModuleAbi,
      functionName: 'execute',
      args: [safe, USDC.address, 0n, data],
      gas: 300_000n,
    })
    return (await anvilClient.waitForTransactionReceipt({ hash })).status
  }
  expect(await spend(usdc('6'))).toBe('success')
  expect(await spend(usdc('6'))).toBe('reverted')
  expect(await tokenBalanceOf(USDC.address, recipient)).toBe(usdc('6'))

  // Revoked from Account: the passkey signs the module's revoke in the window, and the key can spend nothing more.
  await openAccount(page)
  const sessions = widget(page).getByTestId('active-session')
  await expect(sessions).toHaveCount(1)
  await sessions.first().getByTestId('revoke-session').click()
  await approveInWindow(page, { popup: await windowWithPasskey(page, credential) })
  await expect(modal(page)).toHaveAttribute('data-view', 'Account', { timeout: 60_000 })
  await expect(widget(page).getByTestId('active-session')).toHaveCount(0, { timeout: 30_000 })
  const [, revoked] = await anvilClient.readContract({
    address: SESSION_MODULE.address,
    abi: sessionModuleAbi,
    functionName: 'sessions',
    args: [safe, key.address],
  })
  expect(revoked).toBe(true)
  expect(await spend(usdc('1'))).toBe('reverted')
  expect(await tokenBalanceOf(USDC.address, recipient)).toBe(usdc('6'))
})
