import type { TokenBalance } from '@porthole/protocol'
import { erc20Abi, formatUnits, getAddress, parseAbi, type Address, type ContractFunctionParameters } from 'viem'
import { chainClient, MULTICALL3 } from './client.js'
import type { AnyChainInfo, ChainInfo, ListedToken } from './config.js'
import { tokenIcon } from './icons.js'
import type { PriceSource } from './prices/price-source.js'

const getEthBalanceAbi = parseAbi(['function getEthBalance(address addr) view returns (uint256 balance)'])

export type Holding = { token: ListedToken; amount: bigint }

/**
 * The native coin and every listed ERC-20 the address holds, read in one
 * multicall (one eth_call) through Multicall3, whatever the list's length.
 */
export async function readHoldings(chain: ChainInfo, address: Address): Promise<Holding[]> {
  const erc20s = chain.contracts.filter((t) => t.kind === 'erc20')
  const contracts: ContractFunctionParameters[] = [
    { address: MULTICALL3, abi: getEthBalanceAbi, functionName: 'getEthBalance', args: [address] },
    ...erc20s.map((t) => ({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
  ]
  // batchSize 0: one call however many tokens; viem would otherwise split at 1 KB of calldata.
  const results = await chainClient(chain).multicall({ allowFailure: true, batchSize: 0, contracts })
  const native = results[0]
  if (native?.status !== 'success') throw new Error(`${chain.caipId}: the native balance could not be read`)
  const holdings: Holding[] = [{ token: chain.native, amount: native.result as bigint }]
  erc20s.forEach((token, i) => {
    const result = results[i + 1]
    // A listed token that reverts (not deployed on this chain) is skipped, not fatal.
    if (result?.status === 'success' && (result.result as bigint) > 0n) holdings.push({ token, amount: result.result as bigint })
  })
  return holdings
}

/** A token's CAIP-10 address: EVM contracts checksummed, SPL mints as they are (base58 is case-sensitive). */
const caip10 = (chain: AnyChainInfo, token: Exclude<ListedToken, { kind: 'native' }>) =>
  `${chain.caipId}:${token.kind === 'spl' ? token.address : getAddress(token.address)}`

/** Holdings as spec balances, priced by the configured source. */
export async function toBalances(chain: AnyChainInfo, holdings: Holding[], prices: PriceSource, origin: string): Promise<TokenBalance[]> {
  const priced = await prices.prices(
    holdings.map(({ token }) => ({ chain, token })),
    'usd',
  )
  return holdings.map(({ token, amount }, i) => {
    const numeric = formatUnits(amount, token.decimals)
    const price = priced[i] ?? 0
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipId,
      ...(token.kind === 'native' ? {} : { address: caip10(chain, token) }),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: tokenIcon(token, origin),
    }
  })
}
