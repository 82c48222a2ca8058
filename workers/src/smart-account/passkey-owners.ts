import type { PasskeySigner } from '@porthole/protocol'
import * as PublicKey from 'ox/PublicKey'
import { isAddressEqual, parseAbi, type Hex, type PublicClient } from 'viem'

const SIGNER_FACTORY = parseAbi(['function getSigner(uint256 x, uint256 y, uint176 verifiers) view returns (address)'])
const SAFE = parseAbi(['function getOwners() view returns (address[])', 'function getThreshold() view returns (uint256)'])

/**
 * A further passkey's owner: its own SafeWebAuthnSignerProxy, whose address the factory computes
 * from the key and the verifiers alone (deployed or not), so anyone can check which key it is.
 */
export function passkeySignerProxy(client: PublicClient, publicKey: Hex, signer: PasskeySigner): Promise<Hex> {
  const { x, y } = PublicKey.fromHex(publicKey)
  return client.readContract({
    address: signer.signerFactory as Hex,
    abi: SIGNER_FACTORY,
    functionName: 'getSigner',
    args: [x, y, BigInt(signer.verifiers)],
  })
}

/** Whether the Safe has `owner` among its owners with threshold 1, so that owner signs for it alone. */
export async function ownsAlone(client: PublicClient, safe: Hex, owner: Hex): Promise<boolean> {
  if (((await client.getCode({ address: safe })) ?? '0x') === '0x') return false
  const [owners, threshold] = await Promise.all([
    client.readContract({ address: safe, abi: SAFE, functionName: 'getOwners' }),
    client.readContract({ address: safe, abi: SAFE, functionName: 'getThreshold' }),
  ])
  return threshold === 1n && owners.some((each) => isAddressEqual(each, owner))
}
