import { SESSION_MODULE_ADDRESS, sessionModuleAbi } from '@porthole/protocol'
import { encodeFunctionData, erc20Abi, getContractAddress, parseEther, parseUnits, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNTS, CREATE2_FACTORY, SAFE_4337, SESSION_MODULE, USDC, USDT } from './addresses.js'
import { anvilClient } from './client.js'
import { compileContracts } from './compile.js'
import { startSeededAnvil, type SeededAnvil } from './seeded-anvil.js'
import { createSafe, execAsSafe, safeAbi, type SafeStack } from './safe.js'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const usdc = (units: string) => parseUnits(units, USDC.decimals)
const HOUR = 3600n
/** The seed's Safe 1.4.1 (canonical addresses); the fallback handler gives Safes ERC-1271. */
const stack: SafeStack = { singleton: SAFE_4337.safeL2Singleton, factory: SAFE_4337.safeProxyFactory, fallbackHandler: SAFE_4337.compatibilityFallbackHandler }

describe('PortholeSessionModule address and ABI', () => {
  it('is the CREATE2 factory’s creation from the compiled code and the listed salt', async () => {
    const { PortholeSessionModule } = await compileContracts(`${root}.devnet/contracts-cache`)
    const derived = getContractAddress({ opcode: 'CREATE2', from: CREATE2_FACTORY, salt: SESSION_MODULE.salt, bytecode: PortholeSessionModule.bytecode })
    expect(derived).toBe(SESSION_MODULE.address)
    expect(SESSION_MODULE_ADDRESS).toBe(SESSION_MODULE.address)
    // Every function and error the protocol names is in solc's ABI with the same inputs and outputs.
    for (const item of sessionModuleAbi) {
      const compiled = PortholeSessionModule.abi.find((entry) => entry.type === item.type && entry.name === item.name)
      expect(compiled, item.name).toMatchObject({
        inputs: item.inputs.map(({ type }) => ({ type })),
        ...('outputs' in item ? { outputs: item.outputs.map(({ type }) => ({ type })) } : {}),
      })
    }
    // On a fresh clone nothing is cached yet and solc-js compiles every contract, which takes tens of seconds on two cores.
  }, 120_000)
})

describe('PortholeSessionModule on a seeded anvil', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const key = privateKeyToAccount(generatePrivateKey())
  const recipient = ACCOUNTS[2]
  let client: ReturnType<typeof anvilClient>['client']
  let chain: ReturnType<typeof anvilClient>['chain']
  let safe: Address
  let anvil: SeededAnvil | undefined

  const balanceOf = (token: Address, holder: Address) => client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
  const asSafe = (data: Hex, to: Address = SESSION_MODULE.address) => execAsSafe(client, chain, safe, owner, to, data)
  const grant = (sessionKey: Address, validUntil: bigint, targets: Address[], tokens: Address[], limits: bigint[]) =>
    asSafe(encodeFunctionData({ abi: sessionModuleAbi, functionName: 'grant', args: [sessionKey, validUntil, targets, tokens, limits] }))
  /** The key's call through the module, as a dapp makes it: simulated first, so a refusal throws with the module's reason. */
  const execute = async (target: Address, data: Hex, from = key, value = 0n) => {
    const { request } = await client.simulateContract({
      account: from,
      chain,
      address: SESSION_MODULE.address,
      abi: sessionModuleAbi,
      functionName: 'execute',
      args: [safe, target, value, data],
    })
    const receipt = await client.waitForTransactionReceipt({ hash: await client.writeContract(request), pollingInterval: 50 })
    expect(receipt.status).toBe('success')
  }
  const transfer = (amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] })
  const now = async () => (await client.getBlock()).timestamp

  beforeAll(async () => {
    anvil = await startSeededAnvil(31337)
    ;({ client, chain } = anvilClient(anvil.rpcUrl, 31337))
    await client.setBalance({ address: owner.address, value: parseEther('10') })
    await client.setBalance({ address: key.address, value: parseEther('1') })
    safe = await createSafe(client, chain, stack, owner.address, owner)
    // The Safe holds 100 USDC and 100 USDT, from account 0 of the seed.
    await client.impersonateAccount({ address: ACCOUNTS[0] })
    for (const token of [USDC.address, USDT.address]) {
      await client.writeContract({ account: ACCOUNTS[0], chain, address: token, abi: erc20Abi, functionName: 'transfer', args: [safe, usdc('100')] })
    }
    await client.stopImpersonatingAccount({ address: ACCOUNTS[0] })
    await asSafe(encodeFunctionData({ abi: safeAbi, functionName: 'enableModule', args: [SESSION_MODULE.address] }), safe)
    expect(await client.readContract({ address: safe, abi: safeAbi, functionName: 'isModuleEnabled', args: [SESSION_MODULE.address] })).toBe(true)
  }, 120_000)

  afterAll(() => {
    anvil?.process.kill()
  })

  it('lets the key spend 4 + 4 of a 10 USDC limit, then refuses a third 4', async () => {
    await grant(key.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')])
    await execute(USDC.address, transfer(usdc('4')))
    await execute(USDC.address, transfer(usdc('4')))
    expect(await balanceOf(USDC.address, safe)).toBe(usdc('92'))
    await expect(execute(USDC.address, transfer(usdc('4')))).rejects.toThrow(/LimitExceeded/)
    expect(await balanceOf(USDC.address, safe)).toBe(usdc('92'))
    const [active, targetAllowed, limited, limit, spent] = await client.readContract({
      address: SESSION_MODULE.address,
      abi: sessionModuleAbi,
      functionName: 'check',
      args: [safe, key.address, USDC.address, USDC.address],
    })
    expect({ active, targetAllowed, limited, limit, spent }).toEqual({ active: true, targetAllowed: true, limited: true, limit: usdc('10'), spent: usdc('8') })
  })

  it('refuses a token call other than transfer or approve, a target not granted and a caller that is not the key', async () => {
    await grant(key.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')])
    const transferFrom = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [safe, recipient, 1n] })
    await expect(execute(USDC.address, transferFrom)).rejects.toThrow(/CallNotAllowed/)
    await expect(execute(USDT.address, transfer(usdc('1')))).rejects.toThrow(/TargetNotAllowed/)
    const stranger = privateKeyToAccount(generatePrivateKey())
    await client.setBalance({ address: stranger.address, value: parseEther('1') })
    await expect(execute(USDC.address, transfer(usdc('1')), stranger)).rejects.toThrow(/SessionInactive/)
    await expect(execute(USDC.address, transfer(1n), key, 1n)).rejects.toThrow(/CallNotAllowed/)
  })

  it('lets approve and transfer together move no more than the limit, approve to the Safe itself then transferFrom included', async () => {
    // The token is also a contract-call target: the limit still decides what the key may call on it.
    await grant(key.address, (await now()) + HOUR, [USDC.address], [USDC.address], [usdc('10')])
    const approve = (spender: Address, amount: bigint) => encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })
    const pull = async (amount: bigint) => {
      const hash = await client.writeContract({
        account: key,
        chain,
        address: USDC.address,
        abi: erc20Abi,
        functionName: 'transferFrom',
        args: [safe, recipient, amount],
      })
      expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
    }
    const before = await balanceOf(USDC.address, safe)

    await execute(USDC.address, approve(safe, usdc('6')))
    const selfPull = encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [safe, recipient, usdc('6')] })
    await expect(execute(USDC.address, selfPull)).rejects.toThrow(/CallNotAllowed/)
    // 6 of 10 are spent on that approval: the key's own allowance gets the 4 left, and nothing more by any route.
    await execute(USDC.address, approve(key.address, usdc('4')))
    await pull(usdc('4'))
    await expect(execute(USDC.address, approve(key.address, usdc('1')))).rejects.toThrow(/LimitExceeded/)
    await expect(execute(USDC.address, transfer(1n))).rejects.toThrow(/LimitExceeded/)
    await expect(pull(1n)).rejects.toThrow()
    expect(before - (await balanceOf(USDC.address, safe))).toBe(usdc('4'))
  })

  it('refuses after expiry', async () => {
    await grant(key.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')])
    await execute(USDC.address, transfer(usdc('1')))
    await client.increaseTime({ seconds: Number(HOUR) + 1 })
    await client.mine({ blocks: 1 })
    await expect(execute(USDC.address, transfer(usdc('1')))).rejects.toThrow(/SessionInactive/)
  })

  it('refuses after revoke, and a new grant starts afresh', async () => {
    await grant(key.address, (await now()) + HOUR, [USDT.address], [USDC.address], [usdc('10')])
    await execute(USDT.address, transfer(usdc('1')))
    await asSafe(encodeFunctionData({ abi: sessionModuleAbi, functionName: 'revoke', args: [key.address] }))
    await expect(execute(USDC.address, transfer(usdc('1')))).rejects.toThrow(/SessionInactive/)
    // Re-granting replaces targets and limits whole: USDT is no longer a target.
    await grant(key.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')])
    await expect(execute(USDT.address, transfer(usdc('1')))).rejects.toThrow(/TargetNotAllowed/)
    await execute(USDC.address, transfer(usdc('10')))
  })

  it('takes grants and revokes only from the Safe itself', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey())
    await client.setBalance({ address: stranger.address, value: parseEther('1') })
    // A grant sent by anyone else is that sender's own grant: it gives nothing on this Safe.
    const { request } = await client.simulateContract({
      account: stranger,
      chain,
      address: SESSION_MODULE.address,
      abi: sessionModuleAbi,
      functionName: 'grant',
      args: [stranger.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')]],
    })
    await client.waitForTransactionReceipt({ hash: await client.writeContract(request), pollingInterval: 50 })
    await expect(execute(USDC.address, transfer(usdc('1')), stranger)).rejects.toThrow(/SessionInactive/)
    // And the key cannot revoke a session it holds on the Safe.
    await grant(key.address, (await now()) + HOUR, [], [USDC.address], [usdc('10')])
    await client
      .simulateContract({ account: key, chain, address: SESSION_MODULE.address, abi: sessionModuleAbi, functionName: 'revoke', args: [key.address] })
      .catch(() => undefined)
    await execute(USDC.address, transfer(usdc('1')))
  })

  it('counts native value against token address(0)', async () => {
    await client.setBalance({ address: safe, value: parseEther('1') })
    await grant(key.address, (await now()) + HOUR, [recipient], ['0x0000000000000000000000000000000000000000'], [parseEther('0.5')])
    await execute(recipient, '0x', key, parseEther('0.3'))
    await expect(execute(recipient, '0x', key, parseEther('0.3'))).rejects.toThrow(/LimitExceeded/)
  })
})
