import { ErrorCodes, PasskeySafe, type PasskeySigner } from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import { concatHex, encodeFunctionData, encodePacked, isAddressEqual, parseAbi, size, type Hex, type LocalAccount } from 'viem'
import { publicClientOf, safeAccountOf } from './account.js'
import type { SmartAccountChain } from './config.js'
import { SmartAccountError } from './errors.js'
import { sendCallDataAsSmartAccount } from './send.js'

/** The head of a Safe's owner list: the owner before the first one. */
const SENTINEL_OWNERS = '0x0000000000000000000000000000000000000001'
const SAFE = parseAbi([
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function getOwners() view returns (address[])',
  'function getThreshold() view returns (uint256)',
])
const SHARED_SIGNER = parseAbi([
  'struct Signer { uint256 x; uint256 y; uint176 verifiers; }',
  'function configure(Signer signer)',
  'function getConfiguration(address account) view returns (Signer signer)',
])
const MULTI_SEND = parseAbi(['function multiSend(bytes transactions)'])
const SAFE_4337_EXECUTE = parseAbi(['function executeUserOpWithErrorString(address to, uint256 value, bytes data, uint8 operation)'])
const CALL = 0
const DELEGATE_CALL = 1

const packed = (operation: number, to: Hex, data: Hex) =>
  encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [operation, to, 0n, BigInt(size(data)), data])

/**
 * The operation's call that hands the Safe to the passkey in one step: the shared WebAuthn signer
 * is configured with the passkey in the Safe's own storage (a delegate call, as it requires), and
 * the worker's key is swapped for the shared signer as the Safe's only owner (a call to itself),
 * both through MultiSend, so neither happens without the other.
 */
export function securingCallData(safe: Hex, owner: Hex, publicKey: Hex, signer: PasskeySigner): Hex {
  const { x, y } = PublicKey.fromHex(publicKey)
  const configure = encodeFunctionData({ abi: SHARED_SIGNER, functionName: 'configure', args: [{ x, y, verifiers: BigInt(signer.verifiers) }] })
  const swap = encodeFunctionData({ abi: SAFE, functionName: 'swapOwner', args: [SENTINEL_OWNERS, owner, signer.sharedSigner as Hex] })
  const transactions = concatHex([packed(DELEGATE_CALL, signer.sharedSigner as Hex, configure), packed(CALL, safe, swap)])
  const multiSend = encodeFunctionData({ abi: MULTI_SEND, functionName: 'multiSend', args: [transactions] })
  return encodeFunctionData({
    abi: SAFE_4337_EXECUTE,
    functionName: 'executeUserOpWithErrorString',
    args: [PasskeySafe.multiSend, 0n, multiSend, DELEGATE_CALL],
  })
}

const notSecured = () => new SmartAccountError('The smart account did not end up owned by the passkey alone', ErrorCodes.internal, 502)

/**
 * The last operation the worker's key signs for its smart account: the passkey becomes its only
 * owner (deploying the Safe first if it has no code yet). Read back from the chain before it is
 * reported: the shared signer as the one owner, threshold 1, configured with this key.
 */
export async function secureWithPasskey(
  db: D1Database,
  accountId: string,
  owner: LocalAccount,
  chain: SmartAccountChain,
  publicKey: Hex,
  signer: PasskeySigner,
): Promise<{ address: Hex; transactionHash: Hex }> {
  const client = publicClientOf(chain)
  const safe = await safeAccountOf(owner, client)
  const transactionHash = await sendCallDataAsSmartAccount(db, accountId, owner, chain, securingCallData(safe.address, owner.address, publicKey, signer))
  const [owners, threshold, configured] = await Promise.all([
    client.readContract({ address: safe.address, abi: SAFE, functionName: 'getOwners' }),
    client.readContract({ address: safe.address, abi: SAFE, functionName: 'getThreshold' }),
    client.readContract({ address: signer.sharedSigner as Hex, abi: SHARED_SIGNER, functionName: 'getConfiguration', args: [safe.address] }),
  ])
  const { x, y } = PublicKey.fromHex(publicKey)
  const onlyPasskey = owners.length === 1 && isAddressEqual(owners[0]!, signer.sharedSigner as Hex) && threshold === 1n
  if (!onlyPasskey || configured.x !== x || configured.y !== y || configured.verifiers !== BigInt(signer.verifiers)) throw notSecured()
  return { address: safe.address, transactionHash }
}
