import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '@porthole/protocol'
import { encodeFunctionData, erc20Abi, getAddress, maxUint256, type Address, type Hex, type PublicClient } from 'viem'
import { chainClient } from '../../chain-data/client.js'
import type { ChainInfo, ListedContract } from '../../chain-data/config.js'
import { tokenIcon } from '../../chain-data/icons.js'
import type { SwapBackend, SwapCall, TokenAddress } from '../backend.js'
import { NoLiquidity, NotTraded } from '../errors.js'
import { estimatedGas } from '../gas.js'
import { routerAbi } from './abi.js'
import { candidatePaths, quotePaths } from './paths.js'

/** How long a built swap stays valid, from the chain's latest block time. */
const DEADLINE_SECONDS = 20n * 60n
/** Without an estimate: enough for a three-token path of plain ERC-20s (about 180,000 on Uniswap V2). */
const FIXED_SWAP_GAS = 350_000n

/** WETH of each router (an immutable of the contract), read once per isolate. */
const wethOf = new Map<string, Address>()

async function weth(client: PublicClient, chain: ChainInfo, router: Address): Promise<Address> {
  const key = `${chain.caipId}:${router}`
  const known = wethOf.get(key)
  if (known) return known
  const address = (await client.readContract({ address: router, abi: routerAbi, functionName: 'WETH' })).toLowerCase() as Address
  wethOf.set(key, address)
  return address
}

/**
 * Uniswap V2 read on the chain itself: quotes are the router's getAmountsOut
 * over direct and one-hub paths, never a table; the tokens are the chain's
 * native coin and its listed ERC-20s (CHAIN_TOKENS); the spender is the router.
 */
export function uniswapV2Backend(chain: ChainInfo, router: Address): SwapBackend {
  const client = chainClient(chain)
  const erc20s = chain.contracts.filter((t): t is ListedContract => t.kind === 'erc20')
  const symbolOf = (address: Address, wethAddress: Address) =>
    address === wethAddress ? 'WETH' : (erc20s.find((t) => t.address === address)?.symbol ?? address)

  const check = (token: TokenAddress, side: 'from' | 'to') => {
    if (token !== NATIVE_TOKEN_ADDRESS && !erc20s.some((t) => t.address === token)) throw new NotTraded(side)
  }

  /** The best paths, `from` and `to` checked and mapped to the router's tokens (WETH for the native coin). */
  async function best(from: TokenAddress, to: TokenAddress, amount: bigint) {
    check(from, 'from')
    check(to, 'to')
    const wrapped = await weth(client, chain, router)
    const inPath = (token: TokenAddress) => (token === NATIVE_TOKEN_ADDRESS ? wrapped : token)
    const paths = candidatePaths(inPath(from), inPath(to), [wrapped, ...erc20s.map((t) => t.address)])
    const read = await quotePaths(client, router, paths, amount)
    return { ...read, id: (path: Address[]) => `uniswap-v2:${path.map((a) => symbolOf(a, wrapped)).join('>')}` }
  }

  async function erc20Call(token: TokenAddress, owner: Address, data: Hex): Promise<Omit<SwapCall, 'to'>> {
    const [gas, gasPrice] = await Promise.all([estimatedGas(client, { account: owner, to: token, data }), client.getGasPrice()])
    return { data, value: 0n, gas, gasPrice }
  }

  return {
    async tokens(origin) {
      const native: SwapToken = {
        name: chain.native.name,
        symbol: chain.native.symbol,
        address: `${chain.caipId}:${NATIVE_TOKEN_ADDRESS}`,
        decimals: chain.native.decimals,
        logoUri: tokenIcon(chain.native, origin),
      }
      return [
        native,
        ...erc20s.map((t) => ({
          name: t.name,
          symbol: t.symbol,
          address: `${chain.caipId}:${getAddress(t.address)}`,
          decimals: t.decimals,
          logoUri: tokenIcon(t, origin),
        })),
      ]
    },

    async quotes({ from, to, amount }) {
      const { quotes, id } = await best(from, to, amount)
      return quotes.map(({ path, out }) => ({ id: id(path), toAmount: out }))
    },

    async allowance(token, owner) {
      check(token, 'from')
      if (token === NATIVE_TOKEN_ADDRESS) return maxUint256
      return client.readContract({ address: token, abi: erc20Abi, functionName: 'allowance', args: [owner, router] })
    },

    async buildApprove({ token, owner, amount }) {
      check(token, 'from')
      if (token === NATIVE_TOKEN_ADDRESS) throw new NotTraded('from')
      const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [router, amount ?? maxUint256] })
      return { to: token, spender: router, ...(await erc20Call(token, owner, data)) }
    },

    async buildSwap({ from, to, amount, user, slippagePercent, estimate }) {
      const { quotes, timestamp } = await best(from, to, amount)
      const route = quotes[0]
      if (!route) throw new NoLiquidity()
      // Basis points, so a slippage like 0.5 % stays exact in integers.
      const amountOutMin = (route.out * (10_000n - BigInt(Math.round(slippagePercent * 100)))) / 10_000n
      const deadline = timestamp + DEADLINE_SECONDS
      const data =
        from === NATIVE_TOKEN_ADDRESS
          ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [amountOutMin, route.path, user, deadline] })
          : to === NATIVE_TOKEN_ADDRESS
            ? encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForETH', args: [amount, amountOutMin, route.path, user, deadline] })
            : encodeFunctionData({ abi: routerAbi, functionName: 'swapExactTokensForTokens', args: [amount, amountOutMin, route.path, user, deadline] })
      const value = from === NATIVE_TOKEN_ADDRESS ? amount : 0n
      const [gas, gasPrice] = await Promise.all([
        estimate ? estimatedGas(client, { account: user, to: router, data, value }) : FIXED_SWAP_GAS,
        client.getGasPrice(),
      ])
      return { to: router, data, value, gas, gasPrice }
    },
  }
}
