import type { Address } from '@solana/addresses'
import { numberToHex, type Hex } from 'viem'
import { readRpcUrls } from '../frame/rpc-urls.js'
import { smartAccountAddress } from '../smart-account/account.js'
import { smartAccountChains } from '../smart-account/config.js'

/**
 * Local stack only: new embedded accounts get coins on the local chains, so
 * they can pay fees at once. It runs only when ENVIRONMENT is 'development'
 * and the amount variable is set (`npm start` sets both); a production worker
 * never calls it. A chain that refuses is skipped and logged.
 */

/** The RPC URLs of RPC_URLS's chains of one family (`eip155`, `solana`). */
const urlsOf = (env: Env, family: string) =>
  Object.entries(readRpcUrls(env.RPC_URLS))
    .filter(([caipId]) => caipId.startsWith(`${family}:`))
    .map(([, url]) => url)

async function callEach(urls: string[], account: string, method: string, params: unknown[]): Promise<void> {
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          signal: AbortSignal.timeout(5_000),
        })
        await response.body?.cancel()
      } catch (error) {
        console.warn(`[porthole] could not fund ${account} at ${url}: ${(error as Error).message}`)
      }
    }),
  )
}

/** DEV_FUND_WEI as hex, or undefined when the worker does not fund (not development, or unset). */
function devFundWei(env: Env): Hex | undefined {
  if (env.ENVIRONMENT !== 'development' || !env.DEV_FUND_WEI || !/^\d+$/.test(env.DEV_FUND_WEI)) return undefined
  return numberToHex(BigInt(env.DEV_FUND_WEI))
}

const setBalance = (env: Env, address: Hex, amount: Hex) => callEach(urlsOf(env, 'eip155'), address, 'anvil_setBalance', [address, amount])

/**
 * DEV_FUND_WEI on every eip155 chain of RPC_URLS, through anvil's `anvil_setBalance`, to the key's
 * address and, where the worker has a bundler, to its smart account's: its first UserOperation pays
 * its own gas, so a newcomer's first send works offline without a paymaster.
 */
export async function fundNewAccount(env: Env, address: Hex): Promise<void> {
  const amount = devFundWei(env)
  if (!amount) return
  const [chain] = smartAccountChains(env)
  const smartAccount = chain ? await smartAccountAddress(address, chain).catch(() => undefined) : undefined
  await Promise.all([address, ...(smartAccount ? [smartAccount] : [])].map((funded) => setBalance(env, funded, amount)))
}

/** DEV_FUND_WEI on every eip155 chain of RPC_URLS to a passkey account, which is a smart account itself. */
export async function fundNewSmartAccount(env: Env, address: Hex): Promise<void> {
  const amount = devFundWei(env)
  if (amount) await setBalance(env, address, amount)
}

/** DEV_FUND_LAMPORTS on every solana chain of RPC_URLS, through the cluster's `requestAirdrop`. */
export async function fundNewSolanaAccount(env: Env, address: Address): Promise<void> {
  const lamports = Number(env.DEV_FUND_LAMPORTS)
  if (env.ENVIRONMENT !== 'development' || !Number.isSafeInteger(lamports) || lamports <= 0) return
  await callEach(urlsOf(env, 'solana'), address, 'requestAirdrop', [address, lamports])
}
