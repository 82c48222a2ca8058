import { SOLANA_ADDRESS_PATTERN } from '@porthole/protocol'
import * as z from 'zod/mini'

const evmAddress = () => z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const solanaAddress = () => z.string().check(z.regex(SOLANA_ADDRESS_PATTERN))

/**
 * What a Solana request's transactions need of the chain to be read: the addresses each lookup
 * table they load holds (a table the node does not have is left out, so its accounts stay
 * unnamed), and for a transaction to send, why its simulation fails.
 */
const solanaFacts = () =>
  z.object({
    kind: z.literal('solana'),
    // A lookup table holds at most 256 addresses.
    lookupTables: z.record(solanaAddress(), z.array(solanaAddress()).check(z.maxLength(256))),
    simulationError: z.optional(z.string()),
  })
export type SolanaFacts = z.infer<ReturnType<typeof solanaFacts>>

/** A token's symbol and decimals, as its contract answers them (the native coin's, as the network names it). */
const tokenFacts = () => z.object({ symbol: z.string(), decimals: z.number() })

/**
 * What a session grant's or revoke's calls need of the chain to be read: the symbol and decimals
 * of each token it limits (one that did not answer is left out, and shown in raw units), and for a
 * revoke, which names only the key, what the session being revoked may do, as the record the
 * worker checked on chain holds it (allowances in base units, as decimal strings).
 */
const sessionFacts = () =>
  z.object({
    kind: z.literal('session'),
    tokens: z.record(evmAddress(), tokenFacts()),
    granted: z.optional(
      z.object({
        targets: z.array(evmAddress()),
        limits: z.array(z.object({ token: evmAddress(), allowance: z.string().check(z.regex(/^\d{1,78}$/)) })),
        expiry: z.number(),
      }),
    ),
  })
export type SessionFacts = z.infer<ReturnType<typeof sessionFacts>>

/**
 * What only a chain read tells about a request, which the frame reads and the approval window
 * cannot: never a description of the request, which the window writes itself from the params.
 */
export const chainFacts = () => z.discriminatedUnion('kind', [solanaFacts(), sessionFacts()])
