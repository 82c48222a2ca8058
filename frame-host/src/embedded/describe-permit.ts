import * as z from 'zod/mini'
import { amountOf, loudest, type Warning } from './warning.js'

/**
 * Typed data that lets a spender move tokens without a transaction: an
 * EIP-2612 `Permit` (the token is the domain's contract; DAI's `allowed`
 * form is unlimited) or a Permit2 permit (each token named in the message).
 * Amounts are base units or 'unlimited'; deadline (until when the signature
 * can be used) and a Permit2 allowance's expiry are unix seconds.
 */
export type PermitGrant = {
  standard: 'eip2612' | 'permit2'
  spender: string
  tokens: { token: string; amount: string; expires?: string }[]
  deadline: string
  warning: Warning
}

const int = z.union([z.string().check(z.regex(/^(0x[0-9a-fA-F]+|\d+)$/)), z.number(), z.bigint()])
const big = (value: z.infer<typeof int>) => BigInt(value)
const address = z.string()

const eip2612 = z.object({
  domain: z.object({ verifyingContract: address }),
  message: z.union([z.object({ spender: address, value: int, deadline: int }), z.object({ spender: address, allowed: z.boolean(), expiry: int })]),
})
const details = z.object({ token: address, amount: int, expiration: int })
const permitted = z.object({ token: address, amount: int })
const permit2 = {
  PermitSingle: z.object({ details, spender: address, sigDeadline: int }),
  PermitBatch: z.object({ details: z.array(details), spender: address, sigDeadline: int }),
  PermitTransferFrom: z.object({ permitted, spender: address, deadline: int }),
  PermitBatchTransferFrom: z.object({ permitted: z.array(permitted), spender: address, deadline: int }),
}

type Token = { token: string; amount: bigint; expires?: bigint }

const grant = (standard: PermitGrant['standard'], spender: string, tokens: Token[], deadline: bigint): PermitGrant => ({
  standard,
  spender,
  tokens: tokens.map(({ token, amount, expires }) => ({ token, amount: amountOf(amount), ...(expires === undefined ? {} : { expires: expires.toString() }) })),
  deadline: deadline.toString(),
  warning: loudest(tokens.map(({ amount }) => (amountOf(amount) === 'unlimited' ? 'danger' : amount > 0n ? 'caution' : 'none'))),
})

/** The permit a typed-data request signs, or undefined when it is not one. */
export function describePermit(typed: { domain?: unknown; primaryType?: unknown; message?: unknown }): PermitGrant | undefined {
  const { primaryType } = typed
  if (primaryType === 'Permit') {
    const parsed = eip2612.safeParse(typed)
    if (!parsed.success) return undefined
    const token = parsed.data.domain.verifyingContract
    const message = parsed.data.message
    if ('allowed' in message) return grant('eip2612', message.spender, [{ token, amount: message.allowed ? 2n ** 256n - 1n : 0n }], big(message.expiry))
    return grant('eip2612', message.spender, [{ token, amount: big(message.value) }], big(message.deadline))
  }
  const name = (typed.domain as { name?: unknown } | undefined)?.name
  if (name !== 'Permit2' || typeof primaryType !== 'string' || !(primaryType in permit2)) return undefined
  const parsed = permit2[primaryType as keyof typeof permit2].safeParse(typed.message)
  if (!parsed.success) return undefined
  const m = parsed.data
  if ('details' in m) {
    const list = Array.isArray(m.details) ? m.details : [m.details]
    // The allowance outlives the signature's deadline: it lasts until its own expiration.
    return grant(
      'permit2',
      m.spender,
      list.map((d) => ({ token: d.token, amount: big(d.amount), expires: big(d.expiration) })),
      big(m.sigDeadline),
    )
  }
  const list = Array.isArray(m.permitted) ? m.permitted : [m.permitted]
  return grant(
    'permit2',
    m.spender,
    list.map((p) => ({ token: p.token, amount: big(p.amount) })),
    big(m.deadline),
  )
}
