import { encodeAbiParameters, keccak256, numberToHex, pad, type Hex } from 'viem'
import type { ChainInfo } from '../../chain-data/config.js'
import { hexResult, rpc, CreditError } from '../../onramp/sandbox/rpc.js'
import type { SandboxOrder } from '../../onramp/sandbox/orders.js'
import type { SandboxAsset, SandboxCredit } from '../worker-family.js'

/** The native coin and, when the chain lists one, USDC. */
function assets(chain: ChainInfo): SandboxAsset[] {
  const native = { symbol: chain.native.symbol, name: chain.native.name, decimals: chain.native.decimals, address: null }
  const usdc = chain.contracts.find((t) => t.kind === 'erc20' && t.symbol === 'USDC')
  return usdc ? [{ symbol: usdc.symbol, name: usdc.name, decimals: usdc.decimals, address: usdc.address }, native] : [native]
}

/** OpenZeppelin's ERC20 (the seeded tokens) keeps `_balances` at slot 0 and `_totalSupply` at slot 2. */
const BALANCES_SLOT = 0n
const TOTAL_SUPPLY_SLOT = numberToHex(2n, { size: 32 })
const word = (value: bigint) => pad(numberToHex(value), { size: 32 })

async function creditErc20(url: string, token: Hex, holder: Hex, amount: bigint): Promise<void> {
  const call = (data: Hex) => hexResult(url, 'eth_call', [{ to: token, data }, 'latest'])
  const balanceOf = () => call(`0x70a08231${holder.slice(2).toLowerCase().padStart(64, '0')}`)
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, BALANCES_SLOT]))
  const before = await balanceOf()
  await rpc(url, 'anvil_setStorageAt', [token, slot, word(before + amount)])
  if ((await balanceOf()) !== before + amount) {
    await rpc(url, 'anvil_setStorageAt', [token, slot, word(before)])
    throw new CreditError(`${token} does not keep balances where OpenZeppelin's ERC20 does`)
  }
  const supply = await call('0x18160ddd')
  await rpc(url, 'anvil_setStorageAt', [token, TOTAL_SUPPLY_SLOT, word(supply + amount)])
}

/**
 * Ether through anvil's `anvil_setBalance`; an ERC-20 by writing its balance
 * slot with `anvil_setStorageAt`, checked by reading `balanceOf` back.
 */
async function credit(chain: ChainInfo, order: SandboxOrder, amount: bigint): Promise<void> {
  const holder = order.walletAddress as Hex
  if (order.assetAddress !== null) return creditErc20(chain.rpcUrl, order.assetAddress as Hex, holder, amount)
  const balance = await hexResult(chain.rpcUrl, 'eth_getBalance', [holder, 'latest'])
  await rpc(chain.rpcUrl, 'anvil_setBalance', [holder, numberToHex(balance + amount)])
}

export const evmSandbox: SandboxCredit<ChainInfo> = { assets, credit }
