import { ErrorCodes, SmartAccountMessages } from '@porthole/protocol'
import { env } from 'cloudflare:workers'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { fundNewAccount } from '../../src/auth/dev-funding.js'
import { smartAccountAddress } from '../../src/smart-account/account.js'
import { smartAccountChain } from '../../src/smart-account/config.js'
import { chainClients, freshAddress, fund, newcomer, VARS, walletRequest } from './support.js'

/** Sends go on chain 31338; the outage test (outage.test.ts) has 31337's bundler to itself. */
const CHAIN = 31338
const { client } = chainClients(CHAIN)
/** The seeded USDC-like token, as the worker's CHAIN_TOKENS lists it. */
const USDC = (JSON.parse(env.TEST_CHAIN_TOKENS) as Record<string, { address: Hex; symbol: string }[]>)[`eip155:${CHAIN}`]!.find((t) => t.symbol === 'USDC')!
const hasCode = async (address: Hex) => ((await client.getCode({ address })) ?? '0x') !== '0x'

describe('smart accounts of embedded keys', () => {
  it('names a counterfactual address in the session: stable, not the key, no code yet', async () => {
    const { owner, smartAccount, token } = await newcomer('address')
    expect(smartAccount).not.toBe(owner)
    expect(await hasCode(smartAccount)).toBe(false)
    const again = await newcomer('address')
    expect(again.smartAccount).not.toBe(smartAccount)
    const { body } = await walletRequest(token, {
      chainId: CHAIN,
      method: 'personal_sign',
      params: ['0x68656c6c6f', smartAccount],
      accountType: 'smartAccount',
    })
    expect(body.result).toMatch(/^0x/)
  })

  it('signs before deployment with ERC-6492 (viem verifies it) and plainly after', async () => {
    const { token, smartAccount } = await newcomer('sig')
    const before = await walletRequest(token, { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', smartAccount], accountType: 'smartAccount' })
    expect(before.body.result!.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client.verifyMessage({ address: smartAccount, message: 'hello', signature: before.body.result! })).toBe(true)
    expect(await client.verifyMessage({ address: smartAccount, message: 'hullo', signature: before.body.result! })).toBe(false)

    await fund(CHAIN, smartAccount)
    const sent = await walletRequest(token, {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: smartAccount, to: freshAddress(), value: '0x1' }],
      accountType: 'smartAccount',
    })
    expect(sent.status).toBe(200)
    const after = await walletRequest(token, { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', smartAccount], accountType: 'smartAccount' })
    expect(after.body.result!.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(false)
    expect(await client.verifyMessage({ address: smartAccount, message: 'hello', signature: after.body.result! })).toBe(true)

    const typed = {
      domain: { name: 'Porthole', version: '1', chainId: CHAIN },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const typedSigned = await walletRequest(token, {
      chainId: CHAIN,
      method: 'eth_signTypedData_v4',
      params: [smartAccount, JSON.stringify(typed)],
      accountType: 'smartAccount',
    })
    expect(
      await client.verifyTypedData({
        address: smartAccount,
        domain: typed.domain,
        types: { Mail: typed.types.Mail },
        primaryType: 'Mail',
        message: typed.message,
        signature: typedSigned.body.result!,
      }),
    ).toBe(true)
  })

  it('deploys the account with its first send and moves the funds; the second send goes from the deployed account', async () => {
    const { token, smartAccount, owner } = await newcomer('send')
    await fund(CHAIN, smartAccount)
    const to = freshAddress()
    const first = await walletRequest(token, {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: smartAccount, to, value: '0xde0b6b3a7640000' }],
      accountType: 'smartAccount',
    })
    expect(first.status).toBe(200)
    const receipt = await client.getTransactionReceipt({ hash: first.body.result! })
    expect(receipt.status).toBe('success')
    expect(await hasCode(smartAccount)).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(parseEther('1'))

    const second = await walletRequest(token, {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ to, value: '0xde0b6b3a7640000' }],
      accountType: 'smartAccount',
    })
    expect(second.status).toBe(200)
    expect(second.body.result).not.toBe(first.body.result)
    expect(await client.getBalance({ address: to })).toBe(parseEther('2'))
    // The key's own account paid nothing: the smart account paid its gas.
    expect(await client.getBalance({ address: owner })).toBe(0n)
  })

  it('sends a batch as one UserOperation: one transaction hash, both effects', async () => {
    const { token, smartAccount } = await newcomer('batch')
    await fund(CHAIN, smartAccount)
    const { test } = chainClients(CHAIN)
    // 5 USDC-like for the smart account, from the seed's holder #0 (impersonated).
    const holder = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await test.impersonateAccount({ address: holder })
    await test.sendUnsignedTransaction({
      from: holder,
      to: USDC.address,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [smartAccount, parseUnits('5', 6)] }),
    })
    await test.stopImpersonatingAccount({ address: holder })
    const [a, b] = [freshAddress(), freshAddress()]
    const calls = [
      { to: a, value: '0x2386f26fc10000' },
      { to: USDC.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [b, parseUnits('3', 6)] }) },
    ]
    const sent = await walletRequest(token, { chainId: CHAIN, method: 'wallet_sendCalls', params: [{ calls }], accountType: 'smartAccount' })
    expect(sent.status).toBe(200)
    const receipt = await client.getTransactionReceipt({ hash: sent.body.result! })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: a })).toBe(parseEther('0.01'))
    expect(await client.readContract({ address: USDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [b] })).toBe(parseUnits('3', 6))
  })

  it('answers a reverted or refused UserOperation with its message, and a batch fails as a whole', async () => {
    const { token, smartAccount } = await newcomer('revert')
    await fund(CHAIN, smartAccount)
    const a = freshAddress()
    // The second call moves USDC-like the account does not hold: the bundler's simulation refuses the whole batch.
    const calls = [
      { to: a, value: '0x1' },
      { to: USDC.address, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a, 1n] }) },
    ]
    const refused = await walletRequest(token, { chainId: CHAIN, method: 'wallet_sendCalls', params: [{ calls }], accountType: 'smartAccount' })
    expect(refused.status).toBe(502)
    expect(refused.body.error).toMatch(new RegExp(`^${SmartAccountMessages.userOperationRejected}`))
    expect(await client.getBalance({ address: a })).toBe(0n)
  })

  it('refuses a from or signer that is not the smart account, and networks without a bundler', async () => {
    const { token, owner } = await newcomer('from')
    const send = await walletRequest(token, {
      chainId: CHAIN,
      method: 'eth_sendTransaction',
      params: [{ from: owner, to: freshAddress(), value: '0x1' }],
      accountType: 'smartAccount',
    })
    expect(send.status).toBe(400)
    expect(send.body.code).toBe(ErrorCodes.unauthorized)
    const sign = await walletRequest(token, { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', owner], accountType: 'smartAccount' })
    expect(sign.body.code).toBe(ErrorCodes.unauthorized)
    const batch = await walletRequest(token, {
      chainId: CHAIN,
      method: 'wallet_sendCalls',
      params: [{ from: owner, calls: [{ to: owner }] }],
      accountType: 'smartAccount',
    })
    expect(batch.body.code).toBe(ErrorCodes.unauthorized)
    const elsewhere = await walletRequest(token, {
      chainId: 1,
      method: 'eth_sendTransaction',
      params: [{ to: owner, value: '0x1' }],
      accountType: 'smartAccount',
    })
    expect(elsewhere.body).toEqual({ error: SmartAccountMessages.notEnabled, code: ErrorCodes.chainDisconnected })
  })

  it('leaves the eoa road as it was: the key signs and sends for itself', async () => {
    const { token, owner, smartAccount } = await newcomer('eoa')
    const signed = await walletRequest(token, { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', owner] })
    expect(await client.verifyMessage({ address: owner, message: 'hello', signature: signed.body.result! })).toBe(true)
    const asEoa = await walletRequest(token, { chainId: CHAIN, method: 'personal_sign', params: ['0x68656c6c6f', smartAccount], accountType: 'eoa' })
    expect(asEoa.body.code).toBe(ErrorCodes.unauthorized)
    await fund(CHAIN, owner)
    const to = freshAddress()
    const sent = await walletRequest(token, { chainId: CHAIN, method: 'eth_sendTransaction', params: [{ from: owner, to, value: '0x5' }] })
    expect((await client.getTransaction({ hash: sent.body.result! })).from.toLowerCase()).toBe(owner.toLowerCase())
    // A hash means the node took the transaction, not that its block is in yet: on a loaded machine anvil mines a moment later.
    await client.waitForTransactionReceipt({ hash: sent.body.result! })
    expect(await client.getBalance({ address: to })).toBe(5n)
    const batch = await walletRequest(token, { chainId: CHAIN, method: 'wallet_sendCalls', params: [{ calls: [{ to }] }] })
    expect(batch.body.code).toBe(ErrorCodes.unsupportedMethod)
  })

  it('dev funding gives a newcomer coins on the smart account too', async () => {
    const owner = freshAddress()
    const devEnv = { ...env, ...VARS, ENVIRONMENT: 'development', DEV_FUND_WEI: String(parseEther('3')) }
    await fundNewAccount(devEnv, owner)
    const smart = await smartAccountAddress(owner, smartAccountChain(devEnv, CHAIN)!)
    expect(await client.getBalance({ address: owner })).toBe(parseEther('3'))
    expect(await client.getBalance({ address: smart })).toBe(parseEther('3'))
  })
})
