import { DefaultNamespace, InvalidParamsRpcError, lazy, parseNetworkId, UnauthorizedProviderError, type RpcRequest } from '@porthole/protocol'
import { isAddressEqual, parseUnits, toHex, type Address, type Hex } from 'viem'
import * as z from 'zod/mini'
import type { TokenBalanceResponse } from '../chain-data/index.js'
import { selectAccounts, type FrameThunk } from '../store/index.js'

const address = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))
const chainIdHex = lazy(() => z.string().check(z.regex(/^0x[0-9a-fA-F]{1,15}$/)))
const assetType = lazy(() => z.string().check(z.maxLength(50)))

/** ERC-7811 wallet_getAssets: the account, and optional filters by chain, asset type and asset. */
const getAssetsParams = lazy(() =>
  z.tuple([
    z.object({
      account: address(),
      chainFilter: z.optional(z.array(chainIdHex()).check(z.maxLength(100))),
      assetTypeFilter: z.optional(z.array(assetType()).check(z.maxLength(20))),
      assetFilter: z.optional(
        z.record(chainIdHex(), z.array(z.object({ address: z.string().check(z.maxLength(100)), type: assetType() })).check(z.maxLength(1000))),
      ),
    }),
  ]),
)
type AssetFilters = z.infer<ReturnType<typeof getAssetsParams>>[0]

/**
 * ERC-7811's asset. Porthole's asset types are ERC20 and NATIVE; ERC-7811, which
 * dapps and viem read, writes them 'erc20' and 'native' and the native
 * coin's address 'native': the standard's spelling is the one a dapp can use.
 */
export type Asset = {
  address: Address | 'native'
  balance: Hex
  type: 'native' | 'erc20'
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl?: string }
}

/** One chain-data balance as an ERC-7811 asset: the balance in base units, as hex. */
function toAsset(balance: TokenBalanceResponse): { chainId: Hex; asset: Asset } | undefined {
  // ERC-7811 answers for the page's EIP-1193 provider: the default family's chains only.
  const network = parseNetworkId(balance.chainId)
  if (network?.family.namespace !== DefaultNamespace) return undefined
  const { family, reference } = network
  const decimals = Number(balance.quantity.decimals)
  // A CAIP-10 address (eip155:<chain>:0x…); the native coin has none.
  const token = balance.address ? balance.address.slice(balance.address.lastIndexOf(':') + 1) : undefined
  if (token !== undefined && !family.address.test(token)) return undefined
  return {
    chainId: toHex(Number(reference)),
    asset: {
      address: (token as Address | undefined) ?? 'native',
      balance: toHex(parseUnits(balance.quantity.numeric, decimals)),
      type: token ? 'erc20' : 'native',
      metadata: {
        name: balance.name,
        symbol: balance.symbol,
        decimals,
        ...(balance.price ? { price: balance.price } : {}),
        ...(balance.iconUrl ? { iconUrl: balance.iconUrl } : {}),
      },
    },
  }
}

const wanted = (filters: AssetFilters, chainId: Hex, asset: Asset) => {
  if (filters.chainFilter && !filters.chainFilter.some((id) => BigInt(id) === BigInt(chainId))) return false
  if (filters.assetTypeFilter && !filters.assetTypeFilter.includes(asset.type)) return false
  const listed = filters.assetFilter && Object.entries(filters.assetFilter).find(([id]) => BigInt(id) === BigInt(chainId))?.[1]
  if (filters.assetFilter && !listed?.some((a) => a.address.toLowerCase() === asset.address.toLowerCase())) return false
  return true
}

/**
 * ERC-7811 wallet_getAssets for the email/social account (only it
 * uses asset discovery), answered from the chain-data balance API across the
 * account's EVM chains. forceUpdate skips the API's 30 s cache: a dapp asks
 * for what the account holds now, e.g. right after a transfer.
 */
export function getAssets(args: RpcRequest): FrameThunk<Promise<Record<Hex, Asset[]>>> {
  return async (_dispatch, getState, services) => {
    const parsed = getAssetsParams().safeParse(args.params)
    if (!parsed.success) throw new InvalidParamsRpcError()
    const [filters] = parsed.data
    const account = selectAccounts(getState(), 'eip155')[0]
    if (!account || !isAddressEqual(filters.account as Address, account as Address)) throw new UnauthorizedProviderError()
    const balances = await services.chainData.getBalances(account, undefined, { forceUpdate: true })
    const assets: Record<Hex, Asset[]> = {}
    for (const balance of balances) {
      const found = toAsset(balance)
      if (!found || !wanted(filters, found.chainId, found.asset)) continue
      ;(assets[found.chainId] ??= []).push(found.asset)
    }
    return assets
  }
}
