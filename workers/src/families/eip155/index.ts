import { NATIVE_TOKEN_ADDRESS } from '@porthole/protocol'
import { readHoldings } from '../../chain-data/balances.js'
import type { AnyChainInfo, ChainInfo, ListedContract, NativeCoin } from '../../chain-data/config.js'
import { evmAddress } from '../../chain-data/inputs.js'
import type { WorkerFamily } from '../worker-family.js'
import { evmDefiLlamaCoin } from './defillama.js'
import { evmSandbox } from './sandbox.js'
import { siwe } from './siwe.js'

const ETHER: NativeCoin = { kind: 'native', name: 'Ether', symbol: 'ETH', decimals: 18 }

/** EVM chains: Multicall3 balances, ERC-20s, SIWE, and the local anvil for the sandbox onramp. */
export const eip155Worker: WorkerFamily<ChainInfo, `0x${string}`> = {
  namespace: 'eip155',
  readChain(caipId, rpcUrl, listed) {
    const evm = /^eip155:(\d+)$/.exec(caipId)
    if (!evm) return undefined
    const native = listed.find((t): t is NativeCoin => t.kind === 'native') ?? ETHER
    const contracts = listed.filter((t): t is ListedContract => t.kind === 'erc20' || t.kind === 'erc721')
    return { family: 'eip155', caipId: caipId as ChainInfo['caipId'], id: Number(evm[1]), rpcUrl, native, contracts }
  },
  address: evmAddress,
  holdings: readHoldings,
  // A contract in any case, or the native coin by the placeholder address.
  listedToken(chain, address) {
    if (address.toLowerCase() === NATIVE_TOKEN_ADDRESS) return chain.native
    return chain.contracts.find((t) => t.kind === 'erc20' && t.address === address.toLowerCase())
  },
  defiLlamaCoin: evmDefiLlamaCoin,
  sandbox: evmSandbox,
  siwx: siwe,
}

/** The chain when it is an EVM one: names, history and swaps read only these. */
export const evmChain = (chain: AnyChainInfo): ChainInfo | undefined => (chain.family === 'eip155' ? chain : undefined)
