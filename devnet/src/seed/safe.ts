import { concat, encodeFunctionData, pad, parseAbi, parseEventLogs, zeroAddress, type Address, type Chain, type Hex, type PrivateKeyAccount } from 'viem'
import type { AnvilClient } from './client.js'

/** The Safe 1.4.1 contracts a test Safe is made from (the seed's SAFE_4337). */
export type SafeStack = { singleton: Address; factory: Address; fallbackHandler: Address }

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

/** A new Safe owned by `owner` alone (threshold 1), created by `sender`. */
export async function createSafe(
  client: AnvilClient,
  chain: Chain,
  stack: SafeStack,
  owner: Address,
  sender: PrivateKeyAccount,
  saltNonce = BigInt(Date.now()),
): Promise<Address> {
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [[owner], 1n, zeroAddress, '0x', stack.fallbackHandler, zeroAddress, 0n, zeroAddress],
  })
  const hash = await client.writeContract({
    account: sender,
    chain,
    address: stack.factory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [stack.singleton, initializer, saltNonce],
  })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  const [created] = parseEventLogs({ abi: safeProxyFactoryAbi, eventName: 'ProxyCreation', logs: receipt.logs })
  if (!created) throw new Error('the factory created no Safe')
  return created.args.proxy
}

/**
 * The calldata of the Safe's `execTransaction` for one call, sent by its owner
 * itself. The signature is Safe's "approved by the sender" kind (v = 1, r =
 * the owner), valid only when the owner sends the transaction, so nothing is
 * signed here.
 */
export function execTransactionData(owner: Address, to: Address, data: Hex, value = 0n): Hex {
  const signatures = concat([pad(owner), pad('0x0'), '0x01'])
  return encodeFunctionData({ abi: safeAbi, functionName: 'execTransaction', args: [to, value, data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures] })
}

/** The Safe's call failed inside a successful transaction (Safe reports it with an event, not a revert). */
export const safeCallFailed = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
  parseEventLogs({ abi: safeAbi, eventName: 'ExecutionFailure', logs }).length > 0

/** The owner runs one call as the Safe (execTransactionData); throws when the inner call fails. */
export async function execAsSafe(client: AnvilClient, chain: Chain, safe: Address, owner: PrivateKeyAccount, to: Address, data: Hex, value = 0n): Promise<Hex> {
  const hash = await client.sendTransaction({ account: owner, chain, to: safe, data: execTransactionData(owner.address, to, data, value) })
  const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success' || safeCallFailed(receipt.logs)) throw new Error(`the Safe's call to ${to} failed`)
  return hash
}
