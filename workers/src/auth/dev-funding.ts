import { numberToHex, type Hex } from 'viem'
import { readRpcUrls } from '../frame/rpc-urls.js'

/**
 * Local stack only: a new embedded account gets DEV_FUND_WEI on every chain of
 * RPC_URLS through anvil's `anvil_setBalance`, so it can pay for gas. It runs
 * only when ENVIRONMENT is 'development' and DEV_FUND_WEI is set (`npm start`
 * sets both); a production worker never calls it. A chain that refuses is skipped.
 */
export async function fundNewAccount(env: Env, address: Hex): Promise<void> {
  if (env.ENVIRONMENT !== 'development' || !env.DEV_FUND_WEI || !/^\d+$/.test(env.DEV_FUND_WEI)) return
  const balance = numberToHex(BigInt(env.DEV_FUND_WEI))
  const urls = Object.values(readRpcUrls(env.RPC_URLS))
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, balance] }),
          signal: AbortSignal.timeout(5_000),
        })
        await response.body?.cancel()
      } catch (error) {
        console.warn(`[porthole] could not fund ${address} at ${url}: ${(error as Error).message}`)
      }
    }),
  )
}
