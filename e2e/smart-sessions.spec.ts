import type { Page } from '@playwright/test'
import { expect, test } from './support/test.js'
import { sessionModuleAbi } from '@porthole/protocol'
import { createWalletClient, encodeFunctionData, erc20Abi, getAddress, http, parseEther, parseUnits, sliceHex, toHex, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { anvil } from 'viem/chains'
import { SESSION_MODULE, USDC } from '../devnet/src/seed/addresses.js'
import { fund, openAccount, tokenBalanceOf } from './support/account.js'
import { ANVIL_URL, anvilClient, anvilTestClient } from './support/chains.js'
import { openDapp, settle, startRequest } from './support/dapp.js'
import { dappConnectsByEmail, freshEmail } from './support/email.js'
import { widget } from './support/widget.js'
import { approveInWindow } from './support/approval-window.js'

/**
 * Smart sessions (ERC-7715) end to end: a dapp asks the visitor's new email
 * account (a Safe smart account on 31337) for 10 USDC of spending for an hour
 * with a key of its own; the visitor approves once; the key then spends
 * through PortholeSessionModule with no prompt, the module stops it at the
 * limit and, once the visitor revokes in Account, altogether.
 */

const usdc = (units: string) => parseUnits(units, USDC.decimals)
const approval = (page: Page) => widget(page).getByTestId('approve-transaction')

test.describe('smart sessions', () => {
  test('a dapp’s key spends 4 + 4 of a 10 USDC grant with no prompt, the third 4 fails on chain, and after revoke 1 fails', async ({ page }) => {
    await openDapp(page)
    const safe = await dappConnectsByEmail(page, freshEmail('sessions'))
    await fund(USDC.address, safe, usdc('20'))

    // The dapp's own key, with a little ETH for its gas.
    const key = privateKeyToAccount(generatePrivateKey())
    await anvilTestClient.setBalance({ address: key.address, value: parseEther('1') })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
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
    await expect(approval(page)).toContainText('Grant permissions')
    await expect(widget(page).getByTestId('approve-session-key')).toHaveText(key.address)
    await expect(widget(page).getByTestId('approve-limit')).toHaveText('10 USDC')
    await expect(widget(page).getByTestId('approve-expiry')).not.toBeEmpty()
    await approveInWindow(page)
    const granted = await settle(page, 'grant')
    expect(granted).toHaveProperty('result')
    const { context, address } = (granted as { result: { context: Hex; address: string } }).result
    expect(getAddress(address)).toBe(safe)

    // The context names the module, the Safe and the key: all the dapp needs to act.
    const part = (at: number) => getAddress(sliceHex(context, at, at + 20))
    const module = part(0)
    expect([module, part(20), part(40)]).toEqual([SESSION_MODULE.address, safe, key.address])

    const dapp = createWalletClient({ account: key, chain: anvil, transport: http(ANVIL_URL) })
    const transfer = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
    /** The key's call through the module, sent as is (a fixed gas limit, so a refusal is mined and fails on chain). */
    const spend = async (amount: bigint) => {
      const hash = await dapp.writeContract({
        address: module,
        abi: sessionModuleAbi,
        functionName: 'execute',
        args: [safe, USDC.address, 0n, transfer(amount)],
        gas: 300_000n,
      })
      return (await anvilClient.waitForTransactionReceipt({ hash })).status
    }

    expect(await spend(usdc('4'))).toBe('success')
    expect(await spend(usdc('4'))).toBe('success')
    expect(await tokenBalanceOf(USDC.address, recipient)).toBe(usdc('8'))
    // No prompt came up for either.
    await expect(approval(page)).toHaveCount(0)
    expect(await spend(usdc('4'))).toBe('reverted')
    expect(await tokenBalanceOf(USDC.address, recipient)).toBe(usdc('8'))

    // The visitor revokes in Account's active sessions.
    await openAccount(page)
    const sessions = widget(page).getByTestId('active-session')
    await expect(sessions).toHaveCount(1)
    await sessions.first().getByTestId('revoke-session').click()
    await expect(widget(page).getByTestId('active-sessions')).toHaveCount(0, { timeout: 30_000 })

    expect(await spend(usdc('1'))).toBe('reverted')
    expect(await tokenBalanceOf(USDC.address, recipient)).toBe(usdc('8'))
  })
})
