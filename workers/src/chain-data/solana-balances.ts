import { address, type Address } from '@solana/addresses'
import * as z from 'zod'
import type { Holding } from './balances.js'
import type { SolanaChainInfo } from './config.js'

/** The programs whose token accounts can hold a listed mint: SPL Token and Token-2022. */
const TOKEN_PROGRAMS = [address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')]
const COMMITMENT = 'confirmed'

/**
 * A validator writes u64s (lamports) as bare JSON numbers; read from their
 * source text, those beyond 2^53 stay exact as bigints.
 */
function parseJsonWithBigInts(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && !Number.isSafeInteger(value) && /^\d+$/.test(context?.source ?? '') ? BigInt(context!.source!) : value,
  )
}

const u64 = z.union([z.bigint().nonnegative(), z.number().int().nonnegative().transform(BigInt)])
const replies = z.array(z.object({ id: z.number(), result: z.unknown().optional(), error: z.object({ code: z.number(), message: z.string() }).optional() }))
const balanceResult = z.object({ value: u64 })
const tokenAccountsResult = z.object({ value: z.array(z.unknown()).max(10_000) })
/** A token account as `jsonParsed` shows it (spl-token and spl-token-2022 alike). */
const parsedTokenAccount = z.object({
  account: z.object({
    data: z.object({
      parsed: z.object({ info: z.object({ mint: z.string(), tokenAmount: z.object({ amount: z.string().regex(/^\d+$/).transform(BigInt) }) }) }),
    }),
  }),
})

/**
 * SOL and every listed mint the owner holds, read in one batched JSON-RPC
 * POST: getBalance, and getTokenAccountsByOwner per token program (jsonParsed,
 * so Token-2022 extensions need no decoding here); amounts of several accounts
 * of one mint add up. A cluster that fails any call fails the read.
 */
export async function readSolanaHoldings(chain: SolanaChainInfo, owner: Address): Promise<Holding[]> {
  const calls = [
    { method: 'getBalance', params: [owner, { commitment: COMMITMENT }] },
    ...(chain.mints.length === 0
      ? []
      : TOKEN_PROGRAMS.map((programId) => ({
          method: 'getTokenAccountsByOwner',
          params: [owner, { programId }, { encoding: 'jsonParsed', commitment: COMMITMENT }],
        }))),
  ]
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(calls.map((call, id) => ({ jsonrpc: '2.0', id, ...call }))),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`${chain.caipId}: the cluster answered HTTP ${response.status}`)
  const answers = replies.parse(parseJsonWithBigInts(await response.text()))
  const resultOf = (id: number) => {
    const reply = answers.find((r) => r.id === id)
    if (reply?.result === undefined) throw new Error(`${chain.caipId}: ${calls[id]!.method} failed: ${reply?.error?.message ?? 'no answer'}`)
    return reply.result
  }
  const lamports = balanceResult.parse(resultOf(0)).value
  const held = new Map<string, bigint>()
  for (let id = 1; id < calls.length; id++) {
    for (const entry of tokenAccountsResult.parse(resultOf(id)).value) {
      // An account the node could not parse (it falls back to base64) shows no amount to read.
      const parsed = parsedTokenAccount.safeParse(entry)
      if (!parsed.success) continue
      const { mint, tokenAmount } = parsed.data.account.data.parsed.info
      held.set(mint, (held.get(mint) ?? 0n) + tokenAmount.amount)
    }
  }
  const tokens = chain.mints.flatMap((token) => ((held.get(token.address) ?? 0n) > 0n ? [{ token, amount: held.get(token.address)! }] : []))
  return [{ token: chain.native, amount: lamports }, ...tokens]
}
