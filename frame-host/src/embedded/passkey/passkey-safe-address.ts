import { PasskeySafe, type PasskeySigner } from '@porthole/protocol'
import { concat, encodeFunctionData, encodePacked, getContractAddress, keccak256, size, slice, zeroAddress, type Hex } from 'viem'
import { CONFIGURE, ENABLE_MODULES, MULTI_SEND, SAFE_SETUP } from './safe-abis.js'

/** A delegate call of the Safe's set-up, as MultiSend packs it: operation ‖ to ‖ value ‖ data length ‖ data. */
const delegateCall = (to: Hex, data: Hex) => encodePacked(['uint8', 'address', 'uint256', 'uint256', 'bytes'], [1, to, 0n, BigInt(size(data)), data])

/**
 * The Safe's `setup` call for a passkey owner: the shared signer is its one
 * owner, and in the same set-up (delegate calls through MultiSend) the 4337
 * module is enabled and the passkey's coordinates and verifiers are stored.
 * Byte for byte what permissionless' toSafeSmartAccount builds for a WebAuthn
 * owner (passkey-safe-address.test.ts holds them equal).
 */
export function passkeySafeInitializer(publicKey: Hex, signer: PasskeySigner): Hex {
  const x = BigInt(slice(publicKey, 1, 33))
  const y = BigInt(slice(publicKey, 33, 65))
  const setupCalls = concat([
    delegateCall(PasskeySafe.moduleSetup, encodeFunctionData({ abi: ENABLE_MODULES, args: [[PasskeySafe.safe4337Module]] })),
    delegateCall(signer.sharedSigner as Hex, encodeFunctionData({ abi: CONFIGURE, args: [{ x, y, verifiers: BigInt(signer.verifiers) }] })),
  ])
  return encodeFunctionData({
    abi: SAFE_SETUP,
    args: [
      [signer.sharedSigner as Hex],
      1n,
      PasskeySafe.multiSend,
      encodeFunctionData({ abi: MULTI_SEND, args: [setupCalls] }),
      PasskeySafe.safe4337Module,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
}

/**
 * The counterfactual address of the passkey's Safe (0x04 ‖ x ‖ y) under `signer`: CREATE2 by
 * the Safe proxy factory, whose proxy code (`proxyCreationCode`, read from the
 * chain) is deployed with the singleton, salted with the set-up and nonce.
 */
export function passkeySafeAddress(publicKey: Hex, signer: PasskeySigner, proxyCreationCode: Hex): Hex {
  const salt = keccak256(encodePacked(['bytes32', 'uint256'], [keccak256(passkeySafeInitializer(publicKey, signer)), PasskeySafe.saltNonce]))
  const bytecode = encodePacked(['bytes', 'uint256'], [proxyCreationCode, BigInt(PasskeySafe.singleton)])
  return getContractAddress({ opcode: 'CREATE2', from: PasskeySafe.proxyFactory, salt, bytecode })
}
