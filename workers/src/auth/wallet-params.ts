import type { Hex } from 'viem'
import * as z from 'zod'

/** The params of the embedded wallet's requests, as the frame sends them (the eoa and the smart account read the same). */

export const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as z.ZodType<Hex>
export const hex = z.string().regex(/^0x[0-9a-fA-F]*$/) as z.ZodType<Hex>
const quantity = hex.transform((value) => BigInt(value))

export const personalSign = z.tuple([hex.or(z.string().max(100_000)), address])
const typedData = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
export type TypedDataParam = z.infer<typeof typedData>
export const signTypedData = z.tuple([
  address,
  z.union([
    z
      .string()
      .max(100_000)
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown
        } catch {
          ctx.addIssue({ code: 'custom', message: 'typed data is not JSON' })
          return z.NEVER
        }
      })
      .pipe(typedData),
    typedData,
  ]),
])
export const sendTransaction = z.tuple([
  z.object({
    from: z.optional(address),
    to: z.optional(address),
    value: z.optional(quantity),
    data: z.optional(hex),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
    nonce: z.optional(quantity),
  }),
])

/** At most this many calls in one batch: one UserOperation must stay within a bundler's gas limits. */
export const MAX_CALLS = 32

/** `wallet_sendCalls` as the worker takes it from the frame (protocol `smartAccountCall`), `from` optional. */
export const sendCalls = z.tuple([
  z.object({
    from: z.optional(address),
    calls: z
      .array(z.object({ to: address, value: z.optional(quantity), data: z.optional(hex) }))
      .min(1)
      .max(MAX_CALLS),
  }),
])

/** viem derives the EIP712Domain type from the domain itself. */
export const withoutDomainType = (types: TypedDataParam['types']) => Object.fromEntries(Object.entries(types).filter(([name]) => name !== 'EIP712Domain'))
