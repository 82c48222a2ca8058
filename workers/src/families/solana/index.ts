import { SolanaNetworkIds } from '@porthole/protocol'
import type { Address } from '@solana/addresses'
import type { NativeCoin, SolanaChainInfo, SplToken } from '../../chain-data/config.js'
import { solanaAddress } from '../../chain-data/inputs.js'
import { readSolanaHoldings } from '../../chain-data/solana-balances.js'
import type { WorkerFamily } from '../worker-family.js'
import { solanaSandbox } from './sandbox.js'
import { siws } from './siws.js'

const SOL: NativeCoin = { kind: 'native', name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana clusters: one batched RPC POST for balances, SPL mints, SIWS, and airdrops for the sandbox onramp. */
export const solanaWorker: WorkerFamily<SolanaChainInfo, Address> = {
  namespace: 'solana',
  readChain(caipId, rpcUrl, listed) {
    const native = listed.find((t): t is NativeCoin => t.kind === 'native') ?? SOL
    const mints = listed.filter((t): t is SplToken => t.kind === 'spl')
    return { family: 'solana', caipId: caipId as SolanaChainInfo['caipId'], rpcUrl, native, mints }
  },
  address: solanaAddress,
  holdings: readSolanaHoldings,
  // A mint exactly as written: base58 is case-sensitive.
  listedToken: (chain, address) => chain.mints.find((t) => t.address === address),
  defiLlamaCoin(chain, token) {
    // Mainnet only, as for EVM chains: other clusters' coins have no market. DefiLlama names SPL tokens by mint.
    if (chain.caipId !== SolanaNetworkIds.mainnet) return undefined
    return token.kind === 'native' ? 'coingecko:solana' : `solana:${token.address}`
  },
  meldCurrency: 'SOL',
  sandbox: solanaSandbox,
  siwx: siws,
}
