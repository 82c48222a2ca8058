import { revokeSessionMessage, SESSION_MODULE_ADDRESS, sessionModuleAbi, SessionPaths, smartSessionList } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { encodeFunctionData, parseAbi, parseUnits, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { seedProject } from '../support.js'
import { chainClients, freshAddress, fund, newcomer, walletRequest, workerFetch } from '../smart-account/support.js'

const PROJECT = 'sessions-smart'
const CHAIN_ID = 31338
const USDC = (JSON.parse(env.TEST_CHAIN_TOKENS) as Record<string, { address: Address; symbol: string }[]>)[`eip155:${CHAIN_ID}`]!.find(
  (t) => t.symbol === 'USDC',
)!.address
const safeAbi = parseAbi(['function enableModule(address module)'])
const json = (body: unknown, token?: string) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json', Origin: 'https://porthole.test', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
})

describe('smart sessions of the embedded smart account (Safe 1.4.1 + 4337 module, real bundler)', () => {
  it('one UserOperation enables the module and grants; the worker records it; the Safe’s own signature (ERC-1271) ends the record', async () => {
    await seedProject(PROJECT, ['https://dapp.example'])
    const { token, smartAccount } = await newcomer('sessions')
    await fund(CHAIN_ID, smartAccount)
    const key = freshAddress()
    const expiry = Number((await chainClients(CHAIN_ID).client.getBlock()).timestamp) + 3600
    const allowance = parseUnits('10', 6)
    const calls = [
      { to: smartAccount, data: encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [SESSION_MODULE_ADDRESS] }) },
      {
        to: SESSION_MODULE_ADDRESS,
        data: encodeFunctionData({ abi: sessionModuleAbi, functionName: 'grant', args: [key, BigInt(expiry), [], [USDC], [allowance]] }),
      },
    ]
    const sent = await walletRequest(token, { chainId: CHAIN_ID, method: 'wallet_sendCalls', params: [{ calls }], accountType: 'smartAccount' })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    await chainClients(CHAIN_ID).client.waitForTransactionReceipt({ hash: sent.body.result!, pollingInterval: 50 })

    const permissions = [{ type: 'erc20-token-transfer', data: { address: USDC, allowance: `0x${allowance.toString(16)}` } }]
    const registered = await workerFetch(
      SessionPaths.register,
      json({ projectId: PROJECT, chainId: `eip155:${CHAIN_ID}`, address: smartAccount, sessionKey: key, expiry, permissions }, token),
    )
    expect(registered.status, await registered.clone().text()).toBe(200)
    const { pci } = (await registered.json()) as { pci: string }

    const signed = await walletRequest(token, {
      chainId: CHAIN_ID,
      method: 'personal_sign',
      params: [revokeSessionMessage(pci), smartAccount],
      accountType: 'smartAccount',
    })
    expect(signed.status).toBe(200)
    const revoked = await workerFetch(`${SessionPaths.revoke(smartAccount)}?projectId=${PROJECT}`, json({ pci, signature: signed.body.result }))
    expect(revoked.status, await revoked.clone().text()).toBe(200)
    const listed = smartSessionList().parse(await (await workerFetch(`${SessionPaths.list(smartAccount)}?projectId=${PROJECT}`)).json())
    expect(listed.pcis).toEqual([])
  })
})
