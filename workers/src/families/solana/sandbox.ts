import type { SolanaChainInfo } from '../../chain-data/config.js'
import { CreditError, rpc } from '../../onramp/sandbox/rpc.js'
import type { SandboxOrder } from '../../onramp/sandbox/orders.js'
import type { SandboxCredit } from '../worker-family.js'

/** SOL only, through the cluster's `requestAirdrop` (as auth/dev-funding.ts funds new accounts). */
export const solanaSandbox: SandboxCredit<SolanaChainInfo> = {
  assets: (chain) => [{ symbol: chain.native.symbol, name: chain.native.name, decimals: chain.native.decimals, address: null }],
  async credit(chain: SolanaChainInfo, order: SandboxOrder, amount: bigint): Promise<void> {
    if (order.assetAddress !== null) throw new CreditError('The sandbox credits SOL only on Solana')
    await rpc(chain.rpcUrl, 'requestAirdrop', [order.walletAddress, Number(amount)])
  },
}
