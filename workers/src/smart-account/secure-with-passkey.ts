import { ErrorCodes, PasskeySafe, recoveryModuleAbi, type PasskeySigner } from '@porthole/protocol'
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
  'function enableModule(address module)',
  'function isModuleEnabled(address module) view returns (bool)',
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
 * is configured with the passkey in the Safe's own storage (a delegate call, as it requires), the
 * worker's key is swapped for the shared signer as the Safe's only owner (a call to itself), and
 * the recovery module is enabled with that key, no longer an owner, as its one guardian, all
 * through MultiSend, so none happens without the others. From then on the key can only start a
 * recovery that waits out the module's delay, which the passkey cancels.
 */
export function securingCallData(safe: Hex, owner: Hex, publicKey: Hex, signer: PasskeySigner, recoveryModule: Hex): Hex {
  const { x, y } = PublicKey.fromHex(publicKey)
  const configure = encodeFunctionData({ abi: SHARED_SIGNER, functionName: 'configure', args: [{ x, y, verifiers: BigInt(signer.verifiers) }] })
  const swap = encodeFunctionData({ abi: SAFE, functionName: 'swapOwner', args: [SENTINEL_OWNERS, owner, signer.sharedSigner as Hex] })
  const enable = encodeFunctionData({ abi: SAFE, functionName: 'enableModule', args: [recoveryModule] })
  const guardian = encodeFunctionData({ abi: recoveryModuleAbi, functionName: 'addGuardianWithThreshold', args: [owner, 1n] })
  const transactions = concatHex([
    packed(DELEGATE_CALL, signer.sharedSigner as Hex, configure),
    packed(CALL, safe, swap),
    packed(CALL, safe, enable),
    packed(CALL, recoveryModule, guardian),
  ])
  const multiSend = encodeFunctionData({ abi: MULTI_SEND, functionName: 'multiSend', args: [transactions] })
  return encodeFunctionData({
    abi: SAFE_4337_EXECUTE,
    functionName: 'executeUserOpWithErrorString',
    args: [PasskeySafe.multiSend, 0n, multiSend, DELEGATE_CALL],
  })
}

const notSecured = () =>
  new SmartAccountError('The smart account did not end up owned by the passkey alone, with its recovery module', ErrorCodes.internal, 502)

/**
 * The last operation the worker's key signs for its smart account: the passkey becomes its only
 * owner (deploying the Safe first if it has no code yet). Read back from the chain before it is
 * reported: the shared signer as the one owner, threshold 1, configured with this key, and the
 * recovery module enabled with the worker's key as its one guardian.
 */
export async function secureWithPasskey(
  db: D1Database,
  accountId: string,
  owner: LocalAccount,
  chain: SmartAccountChain,
  publicKey: Hex,
  signer: PasskeySigner,
  recoveryModule: Hex,
): Promise<{ address: Hex; transactionHash: Hex }> {
  const client = publicClientOf(chain)
  const safe = await safeAccountOf(owner, client)
  const transactionHash = await sendCallDataAsSmartAccount(
    db,
    accountId,
    owner,
    chain,
    securingCallData(safe.address, owner.address, publicKey, signer, recoveryModule),
  )
  const [owners, threshold, configured, recoveryEnabled, guardians, guardianThreshold] = await Promise.all([
    client.readContract({ address: safe.address, abi: SAFE, functionName: 'getOwners' }),
    client.readContract({ address: safe.address, abi: SAFE, functionName: 'getThreshold' }),
    client.readContract({ address: signer.sharedSigner as Hex, abi: SHARED_SIGNER, functionName: 'getConfiguration', args: [safe.address] }),
    client.readContract({ address: safe.address, abi: SAFE, functionName: 'isModuleEnabled', args: [recoveryModule] }),
    client.readContract({ address: recoveryModule, abi: recoveryModuleAbi, functionName: 'getGuardians', args: [safe.address] }),
    client.readContract({ address: recoveryModule, abi: recoveryModuleAbi, functionName: 'threshold', args: [safe.address] }),
  ])
  const { x, y } = PublicKey.fromHex(publicKey)
  const onlyPasskey = owners.length === 1 && isAddressEqual(owners[0]!, signer.sharedSigner as Hex) && threshold === 1n
  const recoverable = recoveryEnabled && guardians.length === 1 && isAddressEqual(guardians[0]!, owner.address) && guardianThreshold === 1n
  if (!onlyPasskey || !recoverable || configured.x !== x || configured.y !== y || configured.verifiers !== BigInt(signer.verifiers)) throw notSecured()
  return { address: safe.address, transactionHash }
}
