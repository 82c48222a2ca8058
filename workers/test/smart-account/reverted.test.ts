import { SmartAccountMessages } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { encodeFunctionData, erc20Abi, http, type Hex } from 'viem'
import { createBundlerClient, formatUserOperationRequest, getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { findAccount } from '../../src/auth/accounts.js'
import { hashToken } from '../../src/auth/sessions.js'
import { unsealWallet } from '../../src/auth/wallet-key.js'
import { ENTRY_POINT, safeAccountOf } from '../../src/smart-account/account.js'
import { callsKey, storePending } from '../../src/smart-account/pending.js'
import { chainClients, freshAddress, fund, newcomer, walletRequest } from './support.js'

const CHAIN = 31338
const { client } = chainClients(CHAIN)
const USDC = (JSON.parse(env.TEST_CHAIN_TOKENS) as Record<string, { address: Hex; symbol: string }[]>)[`eip155:${CHAIN}`]!.find((t) => t.symbol === 'USDC')!

describe('a UserOperation whose execution reverts', () => {
  it('is answered with userOperationReverted and its transaction hash, after the worker sends the stored operation it had not sent', async () => {
    const { token, smartAccount } = await newcomer('reverted')
    await fund(CHAIN, smartAccount)
    const session = await env.DB.prepare('SELECT account_id FROM sessions WHERE token_hash = ?')
      .bind(await hashToken(token))
      .first<{ account_id: string }>()
    const accountId = session!.account_id
    const owner = await unsealWallet(env, accountId, (await findAccount(env, accountId))!.key!)
    const account = await safeAccountOf(owner, client)
    expect(account.address).toBe(smartAccount)

    // The account holds no USDC-like, so this transfer reverts. The bundler's estimate would refuse
    // it, so it is signed with gas limits of its own: that is how an operation the chain changed
    // under (a balance spent between estimate and inclusion) reaches the EntryPoint.
    const calls = [{ to: USDC.address, value: '0x0' as Hex, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [freshAddress(), 1n] }) }]
    const bundler = createBundlerClient({ client, account, transport: http((JSON.parse(env.TEST_BUNDLER_URLS) as Record<string, string>)[`eip155:${CHAIN}`]) })
    const prepared = await bundler.prepareUserOperation({ calls, callGasLimit: 200_000n, verificationGasLimit: 1_000_000n, preVerificationGas: 100_000n })
    const unsigned = Object.fromEntries(Object.entries(prepared).filter(([name]) => name !== 'account')) as UserOperation<'0.7'>
    const userOperation = { ...unsigned, signature: await account.signUserOperation(unsigned) }
    const hash = getUserOperationHash({ userOperation, chainId: CHAIN, entryPointAddress: ENTRY_POINT.address, entryPointVersion: ENTRY_POINT.version })
    // Stored as the worker stores it before sending, as if it had stopped right there.
    await storePending(env.DB, accountId, `eip155:${CHAIN}`, {
      hash,
      sender: account.address,
      nonce: userOperation.nonce,
      calls: callsKey(calls),
      request: formatUserOperationRequest(userOperation) as Record<string, unknown>,
    })

    const answer = await walletRequest(token, { chainId: CHAIN, method: 'wallet_sendCalls', params: [{ calls }], accountType: 'smartAccount' })
    expect(answer.status).toBe(502)
    expect(answer.body.error).toBe(SmartAccountMessages.userOperationReverted)
    expect(answer.body.data).toMatchObject({ userOperationHash: hash })
    const receipt = await client.getTransactionReceipt({ hash: answer.body.data!.transactionHash as Hex })
    expect(receipt.logs.length).toBeGreaterThan(0)
    const row = await env.DB.prepare('SELECT status, transaction_hash FROM user_operations WHERE hash = ?').bind(hash).first()
    expect(row).toEqual({ status: 'failed', transaction_hash: answer.body.data!.transactionHash })
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM user_operations WHERE sender = ?').bind(smartAccount).first<{ n: number }>())!.n).toBe(1)
  })
})
