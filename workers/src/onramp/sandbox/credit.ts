import { parseUnits } from 'viem'
import type { AnyChainInfo } from '../../chain-data/config.js'
import { chainFamily } from '../../families/index.js'
import type { SandboxOrder } from './orders.js'

/**
 * Development only: what a real provider's transfer does, done on the local
 * chains directly, as the chain's family credits a coin or token there.
 */
export async function creditOrder(chain: AnyChainInfo, order: SandboxOrder): Promise<void> {
  await chainFamily(chain).sandbox.credit(chain, order, parseUnits(order.cryptoAmount, order.assetDecimals))
}
