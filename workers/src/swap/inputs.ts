import * as z from 'zod'
import { chainIdParam, commonQuery } from '../chain-data/inputs.js'

export type Caip10 = { chainId: `eip155:${number}`; address: `0x${string}` }

/** `eip155:<chain>:0x<40 hex>`, the address kept lower-case (the native coin is NATIVE_TOKEN_ADDRESS). */
export const caip10 = z
  .string()
  .regex(/^eip155:\d{1,12}:0x[0-9a-fA-F]{40}$/, 'Expected a CAIP-10 EVM address (eip155:<chain>:0x<40 hex>)')
  .transform((value): Caip10 => {
    const at = value.lastIndexOf(':')
    return { chainId: value.slice(0, at) as Caip10['chainId'], address: value.slice(at + 1).toLowerCase() as Caip10['address'] }
  })

/** The user: CAIP-10, or a plain address (AppKit's quote call sends one), which is then on the tokens' chain. */
const user = z.union(
  [
    caip10,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .transform((a) => ({ chainId: undefined, address: a.toLowerCase() as `0x${string}` })),
  ],
  {
    error: 'Expected a CAIP-10 EVM address (eip155:<chain>:0x<40 hex>)',
  },
)

const MAX_UINT256 = (1n << 256n) - 1n
/** A positive integer in base units, at most a uint256. */
const amount = z
  .string()
  .regex(/^\d{1,78}$/, 'Expected an integer amount in base units')
  .transform((v) => BigInt(v))
  .refine((v) => v > 0n && v <= MAX_UINT256, 'Expected an amount above 0 that fits a uint256')

/** Every other address on the chain of the first (a plain user address is on it by definition). */
function sameChain(ctx: z.RefinementCtx, chainId: string, fields: Record<string, { chainId: string | undefined } | undefined>): void {
  for (const [path, value] of Object.entries(fields)) {
    if (value?.chainId !== undefined && value.chainId !== chainId) ctx.addIssue({ code: 'custom', path: [path], message: `Expected an address on ${chainId}` })
  }
}

const pair = { from: caip10, to: caip10, userAddress: user }
/** A swap's tokens and user on one chain, and two different tokens. */
const checkPair = (q: { from: Caip10; to: Caip10; userAddress: { chainId: string | undefined } }, ctx: z.RefinementCtx) => {
  sameChain(ctx, q.from.chainId, { to: q.to, userAddress: q.userAddress })
  if (q.from.address === q.to.address) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Expected another token than from' })
}

export const tokensQuery = commonQuery.extend({ chainId: chainIdParam })

/** AppKit sends the gas price it read (maybe '0' or empty before it has one): used as a hint when it is a positive integer. */
const gasPriceHint = z
  .string()
  .regex(/^\d{0,78}$/, 'Expected a gas price in wei')
  .optional()
  .transform((v) => (v === undefined || v === '' || BigInt(v) === 0n ? undefined : BigInt(v)))

export const quotesQuery = commonQuery.extend({ amount, ...pair, gasPrice: gasPriceHint }).superRefine(checkPair)

export const allowanceQuery = commonQuery
  .extend({ tokenAddress: caip10, userAddress: user })
  .superRefine((q, ctx) => sameChain(ctx, q.tokenAddress.chainId, { userAddress: q.userAddress }))

export const buildApproveQuery = commonQuery.extend({ ...pair, amount: amount.optional() }).superRefine(checkPair)

/** The tolerance when the body names none; a percentage from 0 to 50 (beyond that a quote means little). */
const slippage = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,2}(?:\.\d{1,4})?$/, 'Expected a percentage')
      .transform(Number),
  ])
  .pipe(z.number().min(0, 'Expected a percentage from 0 to 50').max(50, 'Expected a percentage from 0 to 50'))

export const buildTransactionBody = z
  .object({
    amount,
    eip155: z.object({ slippage }).optional(),
    projectId: commonQuery.shape.projectId,
    ...pair,
    disableEstimate: z.boolean().default(false),
  })
  .superRefine(checkPair)
