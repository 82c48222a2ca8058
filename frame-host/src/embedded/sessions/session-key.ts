import { InvalidParamsRpcError, SessionMessages, type SessionSigner } from '@porthole/protocol'
import { getAddress, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/utils'

/**
 * The address of the key the dapp asks permissions for: ERC-7715's `account`
 * signer names it; a `key` or AppKit's `keys` signer gives one secp256k1
 * public key, uncompressed (65 bytes), whose address viem derives.
 */
export function sessionKeyOf(signer: SessionSigner): Hex {
  if (signer.type === 'account') return getAddress(signer.data.id)
  const keys = signer.type === 'keys' ? signer.data.keys : [signer.data]
  if (keys.length !== 1) throw new InvalidParamsRpcError(SessionMessages.multipleKeys)
  const [key] = keys
  if (key!.type !== 'secp256k1' || !/^0x04[0-9a-fA-F]{128}$/.test(key!.publicKey)) throw new InvalidParamsRpcError(SessionMessages.unsupportedKey)
  return publicKeyToAddress(key!.publicKey as Hex)
}
