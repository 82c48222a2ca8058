import { encodeAbiParameters, keccak256, numberToHex, pad, parseUnits, type Hex } from 'viem'
import type { AnyChainInfo } from '../../chain-data/config.js'
import type { SandboxOrder } from './orders.js'

/**
 * Development only: what a real provider's transfer does, done on the local
 * chains directly. Native coins through anvil's `anvil_setBalance` and the
 * cluster's `requestAirdrop` (as auth/dev-funding.ts funds new accounts); an
 * ERC-20 by writing its balance slot with `anvil_setStorageAt`, checked by
 * reading `balanceOf` back.
 */
export class CreditError extends Error {
  override name = 'CreditError'
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(10_000),
  })
  const body = (await response.json().catch(() => ({}))) as { result?: unknown; error?: { message?: string } }
  if (!response.ok || body.error) throw new CreditError(`${method}: ${body.error?.message ?? `HTTP ${response.status}`}`)
  return body.result
}

const hexResult = async (url: string, method: string, params: unknown[]) => BigInt((await rpc(url, method, params)) as Hex)

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

/** Credits the order's amount to its wallet on its chain. */
export async function creditOrder(chain: AnyChainInfo, order: SandboxOrder): Promise<void> {
  const amount = parseUnits(order.cryptoAmount, order.assetDecimals)
  if (chain.family === 'solana') {
    if (order.assetAddress !== null) throw new CreditError('The sandbox credits SOL only on Solana')
    await rpc(chain.rpcUrl, 'requestAirdrop', [order.walletAddress, Number(amount)])
    return
  }
  const holder = order.walletAddress as Hex
  if (order.assetAddress !== null) return creditErc20(chain.rpcUrl, order.assetAddress as Hex, holder, amount)
  const balance = await hexResult(chain.rpcUrl, 'eth_getBalance', [holder, 'latest'])
  await rpc(chain.rpcUrl, 'anvil_setBalance', [holder, numberToHex(balance + amount)])
}
