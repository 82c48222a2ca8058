import { EUR_CURRENCY_DEFAULT, USD_CURRENCY_DEFAULT, type OnrampOptions, type PurchaseCurrency } from '@porthole/protocol'
import { readableChains } from '../../chain-data/chains.js'
import type { AnyChainInfo } from '../../chain-data/config.js'
import { chainFamily } from '../../families/index.js'
import type { SandboxAsset } from '../../families/worker-family.js'
import { meldCheckoutUrl } from '../meld-url.js'
import { OnrampRequestError, type OnrampBackend } from '../provider.js'
import { centsText, sandboxPrice } from './pricing.js'
import { createOrder } from './orders.js'

/** Where the sandbox's checkout page lives on the worker's origin. */
export const SANDBOX_CHECKOUT_PATH = '/onramp/sandbox/checkout'

/** What the sandbox can credit on a chain: its native coin and, on EVM chains, a listed USDC. */
const assetsOf = (chain: AnyChainInfo): SandboxAsset[] => chainFamily(chain).sandbox.assets(chain)

/** One purchase currency per coin, with a network per chain that has it; chain_id is the CAIP-2 reference. */
function purchaseCurrencies(chains: Map<string, AnyChainInfo>): PurchaseCurrency[] {
  const bySymbol = new Map<string, PurchaseCurrency>()
  for (const chain of chains.values()) {
    for (const asset of assetsOf(chain)) {
      const currency = bySymbol.get(asset.symbol) ?? { id: asset.symbol, name: asset.name, symbol: asset.symbol, networks: [] }
      currency.networks.push({
        name: chain.caipId,
        display_name: chain.caipId,
        chain_id: chain.caipId.slice(chain.caipId.indexOf(':') + 1),
        contract_address: asset.address ?? '',
      })
      bySymbol.set(asset.symbol, currency)
    }
  }
  return [...bySymbol.values()]
}

const wallet = (chain: AnyChainInfo, address: string): string => {
  const parsed = chainFamily(chain).address.safeParse(address)
  if (!parsed.success) throw new OnrampRequestError(`The wallet address is not a ${chain.family} address`)
  return parsed.data
}

/**
 * The development provider (`npm start`): the local chains' coins at the
 * price table's prices with fees inside 1-2 %, and a checkout page on this
 * worker's origin whose completion credits the wallet on the local chain.
 * Its checkout URL carries meld's parameters, so the frame treats both alike.
 */
export function sandboxBackend(env: Env): OnrampBackend {
  const chains = readableChains(env)
  return {
    info: { name: 'sandbox', label: 'Sandbox checkout', feeRange: '1-2%', supportedChains: ['eip155', 'solana'] },
    options: async (): Promise<OnrampOptions> => ({
      purchaseCurrencies: purchaseCurrencies(chains),
      paymentCurrencies: [USD_CURRENCY_DEFAULT, EUR_CURRENCY_DEFAULT],
    }),
    async quote(body) {
      const fiat = body.paymentCurrency.id
      const asset = [...chains.values()].flatMap(assetsOf).find((a) => a.symbol === body.purchaseCurrency.symbol)
      const price = sandboxPrice(body.amount, fiat, body.purchaseCurrency.symbol, asset?.decimals ?? 6)
      return {
        networkFee: { amount: centsText(price.networkFeeCents), currency: fiat },
        paymentSubtotal: { amount: centsText(price.subtotalCents), currency: fiat },
        paymentTotal: { amount: centsText(price.totalCents), currency: fiat },
        purchaseAmount: { amount: price.purchaseAmount, currency: body.purchaseCurrency.symbol },
        quoteId: `sandbox:${crypto.randomUUID()}`,
      }
    },
    async checkoutUrl({ body, projectId, origin }) {
      const chain = body.defaultNetwork === undefined ? undefined : chains.get(body.defaultNetwork)
      if (!chain) throw new OnrampRequestError('defaultNetwork must be one of the local chains')
      const target = body.destinationWallets[0]!
      const asset = assetsOf(chain).find((a) => a.symbol === target.assets[0])
      if (!asset) throw new OnrampRequestError(`The sandbox does not sell ${target.assets[0]} on ${chain.caipId}`)
      if (body.presetFiatAmount === undefined) throw new OnrampRequestError('presetFiatAmount is required')
      const fiat = body.paymentCurrency ?? 'USD'
      const fiatAmount = body.presetFiatAmount.toFixed(2)
      const price = sandboxPrice(fiatAmount, fiat, asset.symbol, asset.decimals)
      const id = crypto.randomUUID()
      await createOrder(env.DB, {
        id,
        projectId,
        chainId: chain.caipId,
        walletAddress: wallet(chain, target.address),
        assetSymbol: asset.symbol,
        assetAddress: asset.address,
        assetDecimals: asset.decimals,
        cryptoAmount: price.purchaseAmount,
        fiatAmount,
        fiatCurrency: fiat,
        createdAt: Date.now(),
        completedAt: null,
      })
      return meldCheckoutUrl(`${origin}${SANDBOX_CHECKOUT_PATH}`, 'sandbox', body, projectId, { order: id })
    },
  }
}
