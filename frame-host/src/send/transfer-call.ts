import { encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem'
import type { TokenBalance } from '../shared-state/index.js'

/** Tether's `transfer` returns nothing, unlike ERC-20's bool (certain USDT contracts). */
export const usdtAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_to', type: 'address' },
      { name: '_value', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/** Known Tether deployments by CAIP-2 network, lower-case. */
export const USDT_CONTRACTS: Readonly<Record<string, readonly string[]>> = {
  'eip155:1': ['0xdac17f958d2ee523a2206206994597c13d831ec7'],
  'eip155:42161': ['0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9'],
  // The local stack's Tether-like token, at the same address on both anvils (devnet/src/seed/addresses.ts).
  'eip155:31337': ['0x9e0dc41e06b6601e1249058cece4c5022a84ea7b'],
  'eip155:31338': ['0x9e0dc41e06b6601e1249058cece4c5022a84ea7b'],
}

export function isUsdtContract(caipNetworkId: string, address: string, extra: readonly string[] = []): boolean {
  const lower = address.toLowerCase()
  return [...(USDT_CONTRACTS[caipNetworkId] ?? []), ...extra].some((a) => a.toLowerCase() === lower)
}

/** `gas`: a limit the builder estimated (a swap from the swap API), so a wallet sends it as built. */
export type TransactionRequest = { from: Address; to: Address; value: Hex; data?: Hex; gas?: Hex }

/**
 * Send: an ERC-20 `transfer` when the token has an address (Tether's
 * ABI for its contracts), a native transfer otherwise.
 */
export function transferCall({
  from,
  to,
  units,
  token,
  usdt,
}: {
  from: Address
  to: Address
  units: bigint
  token: TokenBalance
  usdt: boolean
}): TransactionRequest {
  if (!token.address) return { from, to, value: numberToHex(units) }
  const data = usdt
    ? encodeFunctionData({ abi: usdtAbi, functionName: 'transfer', args: [to, units] })
    : encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, units] })
  return { from, to: token.address as Address, value: '0x0', data }
}
