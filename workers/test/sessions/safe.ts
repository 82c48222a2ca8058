import { env } from 'cloudflare:workers'
import {
  concat,
  createTestClient,
  defineChain,
  encodeFunctionData,
  http,
  pad,
  parseAbi,
  parseEventLogs,
  publicActions,
  walletActions,
  zeroAddress,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem'

/**
 * The Safe 1.4.1 deployment vitest.config.ts made on eip155:31338 (SafeL2,
 * its proxy factory, CompatibilityFallbackHandler for ERC-1271), and the two
 * things these tests do with it: create a Safe with one owner, and have that
 * owner run a call as the Safe.
 */
export const CHAIN = 'eip155:31338'
const rpcUrl = (JSON.parse(env.TEST_RPC_URLS) as Record<string, string>)[CHAIN]!
const stack = JSON.parse(env.TEST_SAFE_STACK) as { singleton: Address; factory: Address; fallbackHandler: Address }

export const chain = defineChain({
  id: 31338,
  name: 'anvil 31338',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
export const client = createTestClient({ mode: 'anvil', chain, transport: http(rpcUrl) })
  .extend(publicActions)
  .extend(walletActions)

export const safeAbi = parseAbi([
  'function setup(address[] owners, uint256 threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
  'function execTransaction(address to, uint256 value, bytes data, uint8 operation, uint256 safeTxGas, uint256 baseGas, uint256 gasPrice, address gasToken, address refundReceiver, bytes signatures) payable returns (bool)',
  'function enableModule(address module)',
  'event ExecutionFailure(bytes32 txHash, uint256 payment)',
])
const factoryAbi = parseAbi([
  'function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
  'event ProxyCreation(address indexed proxy, address singleton)',
])

/** A new Safe owned by `owner` alone (threshold 1), created by `sender`. */
export async function createSafe(owner: Address, sender: PrivateKeyAccount): Promise<Address> {
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [[owner], 1n, zeroAddress, '0x', stack.fallbackHandler, zeroAddress, 0n, zeroAddress],
  })
  const hash = await client.writeContract({
    account: sender,
    chain,
    address: stack.factory,
    abi: factoryAbi,
    functionName: 'createProxyWithNonce',
    args: [stack.singleton, initializer, BigInt(Date.now())],
  })
  const [created] = parseEventLogs({
    abi: factoryAbi,
    eventName: 'ProxyCreation',
    logs: (await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).logs,
  })
  if (!created) throw new Error('the factory created no Safe')
  return created.args.proxy
}

/**
 * `execTransaction`'s calldata for one call sent by the owner itself: the
 * signature is Safe's "approved by the sender" kind (v = 1, r = the owner),
 * so nothing is signed.
 */
export function execTransactionData(owner: Address, to: Address, data: Hex): Hex {
  const signatures = concat([pad(owner), pad('0x0'), '0x01'])
  return encodeFunctionData({ abi: safeAbi, functionName: 'execTransaction', args: [to, 0n, data, 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures] })
}

/** Safe reports a failed inner call with an event, not a revert. */
export const safeCallFailed = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
  parseEventLogs({ abi: safeAbi, eventName: 'ExecutionFailure', logs }).length > 0
