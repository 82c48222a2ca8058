import type { Hex } from 'viem'

/** A local chain refused or failed a sandbox credit. */
export class CreditError extends Error {
  override name = 'CreditError'
}

/** One JSON-RPC call to a local chain (anvil or the Solana test validator). */
export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
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

export const hexResult = async (url: string, method: string, params: unknown[]) => BigInt((await rpc(url, method, params)) as Hex)
