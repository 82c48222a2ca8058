import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { getAddress } from 'viem'

/** A token or account as the answers name it: `eip155:<chain>:<checksummed address>`, the native coin as its placeholder. */
export const caip10Of = ({ chainId, address }: { chainId: string; address: string }) =>
  `${chainId}:${address.toLowerCase() === NATIVE_TOKEN_ADDRESS ? NATIVE_TOKEN_ADDRESS : getAddress(address)}`
