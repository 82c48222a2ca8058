import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { loadSwapTokens } from '../swap/load-swap-tokens.js'
import { ALICE } from './fake-wallet.js'
import { BALANCES, connectedWithChainData, USDC_ADDRESS } from './fixtures.js'

export const NET = 'eip155:31337'
export const ETH = `${NET}:${NATIVE_TOKEN_ADDRESS}`
export const USDC = `${NET}:${USDC_ADDRESS}`
export const USDT = `${NET}:0x9E0dC41e06B6601E1249058cECE4c5022a84EA7B`
const ROUTER = '0xE37676713Bf0C5E344bbF07269Ab663B4D76A492'
const token = (address: string, symbol: string, decimals: number) => ({ name: symbol, symbol, address, decimals, logoUri: '' })

/**
 * Alice on anvil (31337) in an open Swap, the swap API answering as the
 * worker would: 1 ETH buys 2,970 USDC, USDT trades with nothing; the node
 * has each receipt at once, its status the test's.
 */
export async function swapReady({ allowance = '0', receipt = { status: '0x1' } as unknown } = {}) {
  const setup = await connectedWithChainData({ read: (args) => (args.method === 'eth_getTransactionReceipt' ? receipt : '0x10') })
  const { api } = setup
  api.answer(`/v1/account/${ALICE}/balance`, { body: BALANCES })
  api.answer('/v1/convert/tokens', { body: { tokens: [token(ETH, 'ETH', 18), token(USDC, 'USDC', 6), token(USDT, 'USDT', 6)] } })
  api.answer('/v1/fungible/price', { body: { fungibles: [{ name: 'USDT', symbol: 'USDT', iconUrl: '', price: 1, address: USDT }] } })
  api.answer('/v1/convert/gas-price', { body: { standard: '1000000000', fast: '2000000000', instant: '3000000000' } })
  api.answer('/v1/convert/quotes', (query) =>
    query.to === USDT || query.from === USDT
      ? { body: { quotes: [] } }
      : {
          body: {
            quotes: [
              {
                id: null,
                fromAmount: query.amount!,
                fromAccount: query.from!,
                toAmount: query.from === ETH ? '2970000000' : '330000000000000000',
                toAccount: query.to!,
              },
            ],
          },
        },
  )
  api.answer('/v1/convert/allowance', { body: { allowance } })
  api.answer('/v1/convert/build-approve', (query) => ({
    body: { tx: { from: query.from!, to: `${NET}:${ROUTER}`, data: '0x095ea7b3', value: '0', eip155: { gas: 50_000, gasPrice: '1000000000' } } },
  }))
  api.answer('/v1/convert/build-transaction', () => ({
    body: {
      tx: {
        from: `${NET}:${ALICE}`,
        to: `${NET}:${ROUTER}`,
        data: '0x7ff36ab5',
        amount: '1000000000000000000',
        eip155: { gas: '150000', gasPrice: '1000000000' },
      },
    },
  }))
  await setup.frame.store.dispatch(loadSwapTokens({ networks: [NET] }))
  return setup
}
