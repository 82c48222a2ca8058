import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { concat, encodeFunctionData, pad, parseAbi, parseEther, parseEventLogs, zeroAddress, type Address, type Chain, type Hex, type PrivateKeyAccount } from 'viem'
import * as z from 'zod'
import type { AnvilClient } from './client.js'

const require = createRequire(import.meta.url)

/**
 * Safe 1.4.1 (SafeL2 and its proxy factory, from @safe-global/safe-contracts'
 * build artifacts) for tests that need a Safe with one owner: the session
 * module's tests and the worker's. Deployed at whatever address the sender's
 * nonce gives; a test makes its own Safes from them.
 */
export type SafeStack = { singleton: Address; factory: Address }

export const safeAbi = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'function enableModule(address module)',
  'function isModuleEnabled(address module) view returns (bool)',
  'function isOwner(address owner) view returns (bool)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
])
export const safeProxyFactoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address indexed proxy, address singleton)',
])

const artifact = z.object({ bytecode: z.string().regex(/^0x[0-9a-f]+$/) })
const bytecodeOf = async (path: string) => artifact.parse(JSON.parse(await readFile(require.resolve(`@safe-global/safe-contracts/build/artifacts/contracts/${path}.json`), 'utf8'))).bytecode as Hex

/** SafeL2 and SafeProxyFactory, deployed by `deployer` (funded here). */
export async function deploySafeStack(client: AnvilClient, chain: Chain, deployer: PrivateKeyAccount): Promise<SafeStack> {
  await client.setBalance({ address: deployer.address, value: parseEther('10') })
  const deploy = async (path: string) => {
    const hash = await client.sendTransaction({ account: deployer, chain, to: null, data: await bytecodeOf(path) })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error(`deploying ${path} failed`)
    return receipt.contractAddress
  }
  return { singleton: await deploy('SafeL2.sol/SafeL2'), factory: await deploy('proxies/SafeProxyFactory.sol/SafeProxyFactory') }
}

/** A new Safe owned by `owner` alone (threshold 1). */
export async function createSafe(client: AnvilClient, chain: Chain, stack: SafeStack, owner: PrivateKeyAccount, saltNonce = BigInt(Date.now())): Promise<Address> {
  const initializer = encodeFunctionData({ abi: safeAbi, functionName: 'setup', args: [[owner.address], 1n, zeroAddress, '0x', zeroAddress, zeroAddress, 0n, zeroAddress] })
  const hash = await client.writeContract({ account: owner, chain, address: stack.factory, abi: safeProxyFactoryAbi, functionName: 'createProxyWithNonce', args: [stack.singleton, initializer, saltNonce] })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const [created] = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt.logs })
  if (!created) throw new Error('the factory created no Safe')
  return created.args.proxy
}

/**
 * The owner runs one call as the Safe. Its signature is Safe's "approved by
 * the sender" kind (v = 1, r = the owner), valid because the owner sends the
 * transaction itself, so no hash is signed here. Throws when the inner call fails.
 */
export async function execAsSafe(client: AnvilClient, chain: Chain, safe: Address, owner: PrivateKeyAccount, to: Address, data: Hex, value = 0n): Promise<Hex> {
  const signatures = concat([pad(owner.address), pad('0x0'), '0x01'])
  const hash = await client.writeContract({
    account: owner,
    chain,
    address: safe,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [to, value, data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || parseEventLogs({ abi: safeAbi, eventName: 'ExecutionFailure', logs: receipt.logs }).length > 0) {
    throw new Error(`the Safe's call to ${to} failed`)
  }
  return hash
}
